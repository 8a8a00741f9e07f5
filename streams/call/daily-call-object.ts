import type { DailyCall, DailyCallFactory } from '@daily-co/daily-js';
import type { CallObject, CallObjectFactory } from './call-object';

type DailyHandler = Parameters<DailyCall['on']>[1];

let library: Promise<DailyCallFactory> | undefined;

/** The dynamic import: daily-js is its own chunk, never on the page's critical path. */
function loadDaily(): Promise<DailyCallFactory> {
  library ??= import('@daily-co/daily-js').then(
    (module) => module.default,
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

/** Narrows a real DailyCall to the client's CallObject (the one place daily-js types are bridged). */
export function adaptDailyCall(call: DailyCall): CallObject {
  call.iframe()?.style.setProperty('display', 'none');
  return {
    // Daily's payloads are supersets of CallObjectEventMap's; the handler identity is kept for off().
    on: (event, handler) => call.on(event, handler as unknown as DailyHandler),
    off: (event, handler) => call.off(event, handler as unknown as DailyHandler),
    join: (options) => call.join(options),
    leave: () => call.leave(),
    destroy: () => call.destroy(),
    meetingState: () => call.meetingState(),
    updateParticipant: (sessionId, update) => call.updateParticipant(sessionId, update),
    startRemoteParticipantsAudioLevelObserver: (intervalMs) => call.startRemoteParticipantsAudioLevelObserver(intervalMs),
    updateInputSettings: (settings) => call.updateInputSettings(settings),
    startRecording: (options) => call.startRecording(options),
    stopRecording: () => call.stopRecording(),
    sendAppMessage: (data) => call.sendAppMessage(data),
    setLocalAudio: (enabled) => call.setLocalAudio(enabled),
    localAudio: () => call.localAudio(),
  };
}

/** Daily allows one call object at a time: a previous one still being destroyed is awaited first. */
async function createDailyCall(options: Parameters<DailyCallFactory['createCallObject']>[0]): Promise<CallObject> {
  const daily = await loadDaily();
  const previous = daily.getCallInstance();
  if (previous && !previous.isDestroyed()) await previous.destroy();
  return adaptDailyCall(daily.createCallObject(options));
}

/** The default factory: real @daily-co/daily-js, loaded on demand. */
export const dailyCallObjectFactory: CallObjectFactory = {
  load: () => loadDaily().then(() => undefined),
  create: createDailyCall,
};
