import { Subject, map, merge, type Observable } from 'rxjs';
import { perform, runMachine, step, type Step } from '../shared';
import type { SampleId } from './sample-ids';

// The sample calls' player: which sample, and where its audio is. The audio element is the clock (its
// own events say where it is), so the captions, the notepad and the summary follow what is heard,
// through a stall or a pause. No microphone, no attempt: a sample is a recording.

export type SampleStatus = 'loading' | 'playing' | 'paused' | 'ended' | 'failed';

export interface SamplePlayerState {
  /** The sample chosen; null: none, or the player closed. */
  readonly sample: SampleId | null;
  readonly status: SampleStatus | null;
  /** Where its audio is, ms. */
  readonly atMs: number;
}

/** What the audio element says of the sample it plays. */
export type SampleAudioEvent =
  | { readonly type: 'playing' }
  | { readonly type: 'paused' }
  | { readonly type: 'time'; readonly ms: number }
  | { readonly type: 'ended' }
  | { readonly type: 'failed' };

export type SamplePlayerInput =
  | { readonly type: 'picked'; readonly sample: SampleId }
  /** Play or Pause, as the player's one button shows it. */
  | { readonly type: 'toggled' }
  /** The visitor closed the player, or their own call began. */
  | { readonly type: 'closed' }
  | { readonly type: 'audio'; readonly event: SampleAudioEvent };

export type SamplePlayerEffect =
  | { readonly type: 'play'; readonly sample: SampleId }
  | { readonly type: 'pause' }
  | { readonly type: 'resume' }
  | { readonly type: 'stop' };

export const NO_SAMPLE: SamplePlayerState = { sample: null, status: null, atMs: 0 };

// A move's events: the sample begun from its start (the analytics' `Sample Call`).
type PlayerStep = Step<SamplePlayerState, SampleId, SamplePlayerEffect>;

const start = (sample: SampleId): PlayerStep => step({ sample, status: 'loading', atMs: 0 }, [sample], [{ type: 'play', sample }]);

function toggle(state: SamplePlayerState): PlayerStep {
  const { sample, status } = state;
  if (sample === null) return step(state);
  if (status === 'playing' || status === 'loading') return step({ ...state, status: 'paused' }, [], [{ type: 'pause' }]);
  if (status === 'paused') return step({ ...state, status: 'loading' }, [], [{ type: 'resume' }]);
  // Ended or failed: from the start again.
  return start(sample);
}

function heard(state: SamplePlayerState, event: SampleAudioEvent): PlayerStep {
  const { status } = state;
  // Nothing chosen, or a sample over: what its element says after is of no sample the page shows.
  if (state.sample === null || status === 'ended' || status === 'failed') return step(state);
  switch (event.type) {
    // Its own start, or the browser's (the phone's controls, a headset's button) after a pause.
    case 'playing':
      return step(status === 'playing' ? state : { ...state, status: 'playing' });
    // The browser's own pause (another tab's media, headphones out, the phone's controls) or a play it refused.
    case 'paused':
      return step(status === 'paused' ? state : { ...state, status: 'paused' });
    case 'time':
      return step(event.ms === state.atMs ? state : { ...state, atMs: event.ms });
    case 'ended':
      return step({ ...state, status: 'ended' });
    case 'failed':
      return step({ ...state, status: 'failed' });
  }
}

export function reduceSamplePlayer(state: SamplePlayerState, input: SamplePlayerInput): PlayerStep {
  switch (input.type) {
    case 'picked':
      // The one playing, picked again, goes on; another starts from its beginning.
      return input.sample === state.sample && state.status !== 'ended' && state.status !== 'failed'
        ? state.status === 'paused'
          ? toggle(state)
          : step(state)
        : start(input.sample);
    case 'toggled':
      return toggle(state);
    case 'closed':
      return state.sample === null ? step(state) : step(NO_SAMPLE, [], [{ type: 'stop' }]);
    case 'audio':
      return heard(state, input.event);
  }
}

/** The element that plays the samples: each play's events until the next play or a stop. */
export interface SampleAudio {
  play(sample: SampleId): Observable<SampleAudioEvent>;
  pause(): void;
  resume(): void;
  stop(): void;
}

export interface SamplePlayer {
  readonly state$: Observable<SamplePlayerState>;
  /** Each sample begun from its start. */
  readonly started$: Observable<SampleId>;
  pick(sample: SampleId): void;
  toggle(): void;
  close(): void;
}

/** Runs for the visit from its first load; `interruptions$` closes it (the visitor's own call starting). */
export function createSamplePlayer(audio: SampleAudio, interruptions$: Observable<unknown>): SamplePlayer {
  const intents = new Subject<SamplePlayerInput>();
  const machine = runMachine<SamplePlayerState, SamplePlayerInput, SampleId, SamplePlayerEffect>({
    initial: NO_SAMPLE,
    reduce: reduceSamplePlayer,
    inputs: merge(intents, interruptions$.pipe(map((): SamplePlayerInput => ({ type: 'closed' })))),
    lifetime: 'visit',
    perform: (effect): Observable<SamplePlayerInput> => {
      switch (effect.type) {
        case 'play':
          return audio.play(effect.sample).pipe(map((event): SamplePlayerInput => ({ type: 'audio', event })));
        case 'pause':
          return perform(() => audio.pause());
        case 'resume':
          return perform(() => audio.resume());
        case 'stop':
          return perform(() => audio.stop());
      }
    },
  });
  return {
    state$: machine.state$,
    started$: machine.events$,
    pick: (sample) => intents.next({ type: 'picked', sample }),
    toggle: () => intents.next({ type: 'toggled' }),
    close: () => intents.next({ type: 'closed' }),
  };
}
