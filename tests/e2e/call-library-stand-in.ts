// A local stand-in of the call library for the keyed build's browser tests: served in place of
// its `daily-esm` chunk, it gives the client a call object that joins at once, has the assistant
// say "listening", records the options it was created with and every app message sent to it, and
// answers a typed user message (add-message) as a keyed assistant does: a conversation-update
// echoing the user's words with its route_call tool call, then its reply's transcript. No network,
// no microphone: it never calls getUserMedia. What it saw is in `window.vestryCallStandIn`.
export const CALL_LIBRARY_STAND_IN = `
const seen = { created: [], sent: [] };
window.vestryCallStandIn = seen;
const assistant = { session_id: 'assistant', local: false, user_name: 'Vapi Speaker' };
let current;
class StandInCall {
  constructor(options) {
    this.handlers = new Map();
    this.state = 'new';
    this.audio = options.startAudioOff !== true;
    this.destroyed = false;
    seen.created.push(JSON.parse(JSON.stringify(options)));
  }
  on(name, handler) { if (!this.handlers.has(name)) this.handlers.set(name, new Set()); this.handlers.get(name).add(handler); return this; }
  off(name, handler) { this.handlers.get(name)?.delete(handler); return this; }
  emit(name, payload) { for (const handler of [...(this.handlers.get(name) ?? [])]) handler(payload); }
  say(data) { this.emit('app-message', { data: typeof data === 'string' ? data : JSON.stringify(data), fromId: assistant.session_id }); }
  iframe() { return null; }
  meetingState() { return this.state; }
  isDestroyed() { return this.destroyed; }
  async join() {
    this.state = 'joined-meeting';
    setTimeout(() => {
      this.emit('participant-joined', { participant: assistant });
      this.say('listening');
      this.say({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hello, how can I help your church today?' });
    }, 50);
    return {};
  }
  async leave() {
    if (this.state !== 'joined-meeting') return;
    this.state = 'left-meeting';
    this.emit('left-meeting', { action: 'left-meeting' });
  }
  async destroy() { await this.leave(); this.destroyed = true; }
  updateParticipant() { return this; }
  async startRemoteParticipantsAudioLevelObserver() {}
  async startLocalAudioLevelObserver() {}
  async updateInputSettings(settings) { return { inputSettings: settings }; }
  startRecording() {}
  stopRecording() {}
  setLocalAudio(on) { this.audio = on; return this; }
  localAudio() { return this.audio; }
  sendAppMessage(data) {
    seen.sent.push(data);
    let message;
    try { message = JSON.parse(data); } catch { return this; }
    if (message.type !== 'add-message' || message.message.role !== 'user') return this;
    const routing = JSON.stringify({ team: 'Administration', leader: 'Helen Nguyen' });
    setTimeout(() => {
      this.say({ type: 'conversation-update', conversation: [
        { role: 'assistant', content: 'Hello, how can I help your church today?' },
        { role: 'user', content: message.message.content },
        { role: 'assistant', content: 'Helen Nguyen looks after the hall.', tool_calls: [{ type: 'function', function: { name: 'route_call', arguments: routing } }] },
      ] });
      this.say({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Helen Nguyen looks after the hall.' });
    }, 50);
    return this;
  }
}
export default {
  createCallObject(options) { current = new StandInCall(options); return current; },
  getCallInstance() { return current; },
};
`;
