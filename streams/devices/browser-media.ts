import { EMPTY, Observable, catchError, defer, fromEvent, map, of } from 'rxjs';
import { analyseStream } from '../shared';
import { devicesConfig, type DevicesConfig } from './devices-config';
import type { AudioDevice, DeviceList, MediaPort, MicrophoneLevel } from './media-port';

// The browser's side of the sound check: enumerateDevices, getUserMedia with a Web Audio
// analyser for the level, setSinkId and selectAudioOutput where they exist, and a chime made with
// Web Audio, played through an <audio> element on the chosen speaker: the way the call plays the
// assistant (streams/call/audio-output.ts), so the check tests the path the call will take.

/** Older Safari and Firefox have no `setSinkId`, whatever the DOM types say. */
type SinkPlayer = Omit<HTMLAudioElement, 'setSinkId'> & Partial<Pick<HTMLAudioElement, 'setSinkId'>>;
type OutputPrompt = { selectAudioOutput?: (options?: { deviceId?: string }) => Promise<MediaDeviceInfo> };

export interface BrowserMediaOptions {
  /** Default: `navigator.mediaDevices` (missing on an insecure page). */
  readonly mediaDevices?: MediaDevices & OutputPrompt;
  /** Makes an audio context (one per open microphone and per chime, closed with it). */
  readonly context?: () => AudioContext;
  readonly document?: Document;
  readonly config?: DevicesConfig;
}

function toList(devices: readonly MediaDeviceInfo[]): DeviceList {
  const ofKind = (kind: MediaDeviceKind): AudioDevice[] =>
    devices.filter((device) => device.kind === kind).map(({ deviceId, label }) => ({ deviceId, label }));
  return { inputs: ofKind('audioinput'), outputs: ofKind('audiooutput') };
}

function noMediaDevices(): Error {
  return Object.assign(new Error('navigator.mediaDevices is undefined: the page is not a secure context.'), {
    name: 'NoMediaDevicesError',
  });
}

/** getUserMedia on subscribe; the tracks stop on unsubscribe, also when they arrive after it. */
function openMicrophone(mediaDevices: MediaDevices, deviceId: string | null, context: () => AudioContext): Observable<MicrophoneLevel> {
  return new Observable<MicrophoneLevel>((subscriber) => {
    let wanted = true;
    let close = (): void => undefined;
    const audio = deviceId === null ? true : { deviceId: { exact: deviceId } };
    mediaDevices.getUserMedia({ audio }).then(
      (stream) => {
        if (!wanted) return stream.getTracks().forEach((track) => track.stop());
        try {
          const opened = analyseStream(stream, context());
          close = opened.close;
          subscriber.next({ level: opened.level });
        } catch (error) {
          stream.getTracks().forEach((track) => track.stop());
          subscriber.error(error);
        }
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => {
      wanted = false;
      close();
    };
  });
}

/** Schedules the notes from now; the last one's end is the chime's. */
function scheduleNotes(context: AudioContext, target: AudioNode, chime: DevicesConfig['chime']): OscillatorNode[] {
  const noteS = chime.noteMs / 1000;
  return chime.notesHz.map((hz, index) => {
    const at = context.currentTime + 0.02 + index * noteS;
    const oscillator = context.createOscillator();
    const envelope = context.createGain();
    oscillator.frequency.value = hz;
    envelope.gain.setValueAtTime(0.0001, at);
    envelope.gain.exponentialRampToValueAtTime(chime.gain, at + 0.02);
    envelope.gain.exponentialRampToValueAtTime(0.0001, at + noteS);
    oscillator.connect(envelope).connect(target);
    oscillator.start(at);
    oscillator.stop(at + noteS);
    return oscillator;
  });
}

/**
 * The chime: play() and resume() inside the visitor's press, the speaker set beside them, the
 * notes once both have settled; completes when the last note ends.
 */
function playChime(
  doc: Document,
  makeContext: () => AudioContext,
  speakerId: string | null,
  chime: DevicesConfig['chime'],
): Observable<never> {
  return new Observable<never>((subscriber) => {
    const context = makeContext();
    const destination = context.createMediaStreamDestination();
    const player: SinkPlayer = doc.createElement('audio');
    player.srcObject = destination.stream;
    let notes: OscillatorNode[] = [];
    const ready = [
      player.play(),
      context.resume(),
      speakerId !== null && player.setSinkId ? player.setSinkId(speakerId) : Promise.resolve(),
    ];
    Promise.all(ready).then(
      () => {
        if (subscriber.closed) return;
        notes = scheduleNotes(context, destination, chime);
        const last = notes.at(-1);
        if (last) last.onended = () => subscriber.complete();
        else subscriber.complete();
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => {
      notes.forEach((note) => (note.onended = null));
      player.pause();
      player.srcObject = null;
      void context.close().catch(() => undefined);
    };
  });
}

/** The page's media devices, as the sound check uses them. */
export function browserMedia(options: BrowserMediaOptions = {}): MediaPort {
  // Missing on an insecure page, whatever the DOM types say.
  const pageDevices: (MediaDevices & OutputPrompt) | undefined = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  const mediaDevices = options.mediaDevices ?? pageDevices;
  const makeContext = options.context ?? (() => new AudioContext());
  const config = options.config ?? devicesConfig;
  const doc = options.document ?? globalThis.document;
  const canChooseSpeaker = typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
  return {
    devices: () =>
      mediaDevices ? defer(() => mediaDevices.enumerateDevices()).pipe(map(toList)) : of<DeviceList>({ inputs: [], outputs: [] }),
    deviceChange$: mediaDevices ? fromEvent(mediaDevices, 'devicechange') : EMPTY,
    // Not throwError: the call chunk shares it, and a chunk of its own would be listed for preloading in the first load.
    microphone: (deviceId) =>
      mediaDevices
        ? openMicrophone(mediaDevices, deviceId, makeContext)
        : new Observable<never>((subscriber) => subscriber.error(noMediaDevices())),
    canChooseSpeaker,
    canPromptSpeaker: typeof mediaDevices?.selectAudioOutput === 'function',
    promptSpeaker: () =>
      defer(() => mediaDevices?.selectAudioOutput?.() ?? Promise.resolve(null)).pipe(
        map((device) => (device ? { deviceId: device.deviceId, label: device.label } : null)),
        // Closing the browser's prompt is a refusal; nothing changes.
        catchError(() => of(null)),
      ),
    chime: (speakerId) => playChime(doc, makeContext, speakerId, config.chime),
  };
}
