// The call-object emulator: Daily's call object as the voice-call client sees it, with the simulated
// assistant as the room's other participant, for the simulated build and the tests. It is imperative
// where it stands in for Daily's imperative object (its methods, listeners and events: simulated-room.ts,
// simulated-call-object.ts); what the assistant says and decides is pure (conversation.ts) and runs on
// the machine loop (call-conversation.ts).
// The site takes startSimulator from this chunk by name (streams/site/environments.ts); scripts/make-audio.ts
// the lines and their clips. The routes (routing.ts and its phrase tables) load with the visitor's
// first turn: never exported from here, or the first press would carry them.
export { startSimulator } from './simulated-factory';
export { simulatedLines } from './simulated-script';
export { simulatedClips } from './simulated-voice';
