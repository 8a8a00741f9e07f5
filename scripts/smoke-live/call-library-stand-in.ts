// A stand-in of the call library for smoke:live's own test, served in place of the build's
// `daily-esm` chunk. Its call object does what the client sees of daily-js and the provider's
// assistant in a call: on join it loads Daily's call-machine bundle from Daily's CDN as daily-js
// does (a <script>, so the page's policy is put to the test), opens the visitor's microphone, and
// the assistant joins, says it is listening, speaks (its audio a real track the page plays in its
// <audio> element, and levels for the volume meter), and then hangs up on its own as the provider
// ends a call: status-update `ended` (assistant-ended-call), the assistant leaves, the room is
// deleted (Daily's fatal `ejected` "Meeting has ended"), the visitor's client has left.
//
// The assistant's audio is a second capture of the browser's fake microphone: any live track will
// do to prove the page plays what it is sent.

/** Daily's call-machine bundle, by the version of the library the site pins. */
export function callMachineUrl(version: string): string {
  return `https://c.daily.co/call-machine/versioned/${version}/static/call-machine-object-bundle.js`;
}

export interface CallLibraryStandInOptions {
  /** daily-js's version, for the call-machine bundle's URL. */
  readonly version: string;
  /** How long after joining the assistant hangs up. */
  readonly hangUpAfterMs: number;
}

/** The module's code, after its two constants: `CALL_MACHINE` and `HANG_UP_AFTER_MS`. */
const CALL_LIBRARY = `
const assistant = { session_id: 'assistant', local: false, user_name: 'Vapi Speaker' };
let current;
function loadCallMachine() {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CALL_MACHINE;
    script.onload = resolve;
    script.onerror = () => reject(new Error('the call-machine bundle did not load'));
    document.head.appendChild(script);
  });
}
class StandInCall {
  constructor(options) {
    this.handlers = new Map();
    this.state = 'new';
    this.audio = options.startAudioOff !== true;
    this.destroyed = false;
    this.speaking = false;
    this.timers = [];
    this.streams = [];
  }
  on(name, handler) { if (!this.handlers.has(name)) this.handlers.set(name, new Set()); this.handlers.get(name).add(handler); return this; }
  off(name, handler) { this.handlers.get(name)?.delete(handler); return this; }
  emit(name, payload) { for (const handler of [...(this.handlers.get(name) ?? [])]) handler(payload); }
  later(ms, fn) { this.timers.push(setTimeout(fn, ms)); }
  say(data) { this.emit('app-message', { data: typeof data === 'string' ? data : JSON.stringify(data), fromId: assistant.session_id }); }
  iframe() { return null; }
  meetingState() { return this.state; }
  isDestroyed() { return this.destroyed; }
  async join(options) {
    this.state = 'joining-meeting';
    await loadCallMachine();
    const microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
    this.streams.push(microphone);
    this.state = 'joined-meeting';
    this.later(50, () => this.arrive(options.subscribeToTracksAutomatically));
    return {};
  }
  arrive(subscribed) {
    this.emit('participant-joined', { participant: assistant });
    if (subscribed) void this.sendTrack();
    this.say('listening');
    this.speaking = true;
    this.say({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hello, this is the stand-in assistant.' });
    this.later(2000, () => { this.speaking = false; });
    this.later(HANG_UP_AFTER_MS, () => this.hangUp());
  }
  async sendTrack() {
    if (this.trackSent || this.state !== 'joined-meeting') return;
    this.trackSent = true;
    const voice = await navigator.mediaDevices.getUserMedia({ audio: true });
    this.streams.push(voice);
    this.emit('track-started', { participant: assistant, track: voice.getAudioTracks()[0] });
  }
  hangUp() {
    if (this.state !== 'joined-meeting') return;
    this.say({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' });
    this.emit('participant-left', { participant: assistant });
    this.emit('error', { action: 'error', errorMsg: 'Meeting has ended', error: { type: 'ejected', msg: 'Meeting has ended' } });
    void this.leave();
  }
  async leave() {
    if (this.state !== 'joined-meeting' && this.state !== 'joining-meeting') return;
    this.state = 'left-meeting';
    this.timers.forEach(clearTimeout);
    this.streams.forEach((stream) => stream.getTracks().forEach((track) => track.stop()));
    this.emit('left-meeting', { action: 'left-meeting' });
  }
  async destroy() { await this.leave(); this.destroyed = true; }
  updateParticipant(id, update) {
    if (id === assistant.session_id && update.setSubscribedTracks?.audio) void this.sendTrack();
    return this;
  }
  async startRemoteParticipantsAudioLevelObserver(intervalMs) {
    const timer = setInterval(() => {
      if (this.state !== 'joined-meeting') return clearInterval(timer);
      this.emit('remote-participants-audio-level', { participantsAudioLevel: { [assistant.session_id]: this.speaking ? 0.3 : 0 } });
    }, intervalMs);
  }
  async startLocalAudioLevelObserver() {}
  async updateInputSettings(settings) { return { inputSettings: settings }; }
  async setInputDevicesAsync(devices) { return devices; }
  startRecording() {}
  stopRecording() {}
  setLocalAudio(on) { this.audio = on; return this; }
  localAudio() { return this.audio; }
  sendAppMessage() { return this; }
}
export default {
  createCallObject(options) { current = new StandInCall(options); return current; },
  getCallInstance() { return current; },
};
`;

export function callLibraryStandIn({ version, hangUpAfterMs }: CallLibraryStandInOptions): string {
  return `const CALL_MACHINE = ${JSON.stringify(callMachineUrl(version))};\nconst HANG_UP_AFTER_MS = ${hangUpAfterMs};\n${CALL_LIBRARY}`;
}
