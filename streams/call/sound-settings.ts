import { Subject, defer, merge, of, type Observable } from 'rxjs';
import { STORAGE_KEYS, createSafeStorage, perform, runMachine, step, type Step } from '../shared';
import type { AudioOutput } from './audio-output';

// How the visitor hears the assistant: its volume and the telephone band, kept for the visit. A machine
// of its own beside the call's: it holds across calls and sessions, and only the audio output acts on it.

export interface SoundSettings {
  /** The assistant's volume, 0 to 1. */
  readonly volume: number;
  /** The assistant through a telephone's band, as a caller hears it. */
  readonly phoneBand: boolean;
  /** Whether this browser lets the page set the volume (iOS Safari does not). */
  readonly volumeAdjustable: boolean;
}

export type SoundInput =
  | { readonly type: 'restored'; readonly volume: number; readonly phoneBand: boolean }
  | { readonly type: 'volume-set'; readonly volume: number }
  | { readonly type: 'phone-band-set'; readonly on: boolean };

/** Applies the settings to the output; `keep`: and stores them (a restored value is stored already). */
export interface SoundEffect {
  readonly type: 'apply';
  readonly settings: SoundSettings;
  readonly keep: boolean;
}

const VOLUME_KEY = STORAGE_KEYS.assistantVolume.key;
const PHONE_BAND_KEY = STORAGE_KEYS.phoneBand.key;

/** A volume from 0 to 1; anything else (a stored value tampered with) is full volume. */
const volumeOf = (value: number): number => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1);

export function initialSound(volumeAdjustable: boolean): SoundSettings {
  return { volume: 1, phoneBand: false, volumeAdjustable };
}

export function reduceSound(state: SoundSettings, input: SoundInput): Step<SoundSettings, never, SoundEffect> {
  const next =
    input.type === 'phone-band-set'
      ? { ...state, phoneBand: input.on }
      : { ...state, volume: volumeOf(input.volume), ...(input.type === 'restored' ? { phoneBand: input.phoneBand } : {}) };
  return step(next, [], [{ type: 'apply', settings: next, keep: input.type !== 'restored' }]);
}

export interface SoundControl {
  readonly sound$: Observable<SoundSettings>;
  setVolume(volume: number): void;
  setPhoneBand(on: boolean): void;
}

/** Runs for the client's life: the kept settings apply to the output from the start, each change at once. */
export function runSoundSettings(output: AudioOutput, storage: Storage | undefined): SoundControl {
  const store = createSafeStorage(storage);
  const intents = new Subject<SoundInput>();
  const restored = defer(() => {
    const volume = store.get(VOLUME_KEY);
    return of<SoundInput>({
      type: 'restored',
      volume: volume === null ? 1 : Number(volume),
      phoneBand: store.get(PHONE_BAND_KEY) === 'on',
    });
  });
  const machine = runMachine<SoundSettings, SoundInput, never, SoundEffect>({
    initial: initialSound(output.volumeAdjustable),
    reduce: reduceSound,
    inputs: merge(restored, intents),
    // The settings hold whether or not anything shows them.
    lifetime: 'visit',
    perform: ({ settings, keep }) =>
      perform(() => {
        output.setVolume(settings.volume);
        output.setPhoneBand(settings.phoneBand);
        if (!keep) return;
        store.set(VOLUME_KEY, String(settings.volume));
        store.set(PHONE_BAND_KEY, settings.phoneBand ? 'on' : 'off');
      }),
  });
  return {
    sound$: machine.state$,
    setVolume: (volume) => intents.next({ type: 'volume-set', volume }),
    setPhoneBand: (on) => intents.next({ type: 'phone-band-set', on }),
  };
}
