import { Subject, distinctUntilChanged, filter, map, merge, of, type Observable } from 'rxjs';
import { perform, runMachine, step, type Step } from '../shared';
import type { CallEvent } from './call-events';

// Push to talk: the microphone off except while the visitor holds "Hold to talk" or Space, for a noisy
// room or a meeting. A machine of its own beside the call's, as the sound settings are: it only asks the
// call for the microphone on or off, so the speech pipeline and interruptions run as they do for any
// unmuted microphone while held. It lasts for one call: the next starts as calls do.

export interface PushToTalkState {
  /** The switch is on: the microphone is off unless held. */
  readonly on: boolean;
  /** "Hold to talk" (or Space) is held: the microphone is on. */
  readonly held: boolean;
}

/** Before it was switched on, the microphone was muted: switching off leaves it as it was. */
interface PushToTalkMachineState extends PushToTalkState {
  readonly mutedBefore: boolean;
}

export type PushToTalkInput =
  /** `muted`: whether the microphone was muted when switched on, read at the edge. */
  | { readonly type: 'switched'; readonly on: boolean; readonly muted: boolean }
  | { readonly type: 'held'; readonly held: boolean }
  | { readonly type: 'call-ended' };

/** The call's microphone muted or not. */
export interface PushToTalkEffect {
  readonly type: 'mute';
  readonly muted: boolean;
}

export const PUSH_TO_TALK_OFF: PushToTalkMachineState = { on: false, held: false, mutedBefore: false };

type PushToTalkStep = Step<PushToTalkMachineState, never, PushToTalkEffect>;

const mute = (muted: boolean): PushToTalkEffect => ({ type: 'mute', muted });

export function reducePushToTalk(state: PushToTalkMachineState, input: PushToTalkInput): PushToTalkStep {
  switch (input.type) {
    case 'switched':
      if (input.on === state.on) return step(state);
      return input.on
        ? step({ on: true, held: false, mutedBefore: input.muted }, [], [mute(true)])
        : step(PUSH_TO_TALK_OFF, [], [mute(state.mutedBefore)]);
    case 'held':
      // Held only while on; a second press or release of the same kind changes nothing.
      if (!state.on || input.held === state.held) return step(state);
      return step({ ...state, held: input.held }, [], [mute(!input.held)]);
    case 'call-ended':
      return step(PUSH_TO_TALK_OFF);
  }
}

export interface PushToTalkControl {
  /** Whether push to talk is on, and held; replays the latest. */
  readonly pushToTalk$: Observable<PushToTalkState>;
  /** The "Push to talk" switch. */
  setPushToTalk(on: boolean): void;
  /** "Hold to talk" or Space, pressed (true) and let go (false). */
  holdToTalk(held: boolean): void;
}

/** What push to talk acts on: the call's microphone, and its events (it ends with the call). */
export interface PushToTalkCall {
  readonly events$: Observable<CallEvent>;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
}

/** Runs for the client's life; each call's end switches it off. */
export function runPushToTalk(call: PushToTalkCall): PushToTalkControl {
  const intents = new Subject<PushToTalkInput>();
  const ended$ = call.events$.pipe(
    filter((event) => event.type === 'call-end'),
    map((): PushToTalkInput => ({ type: 'call-ended' })),
  );
  const machine = runMachine<PushToTalkMachineState, PushToTalkInput, never, PushToTalkEffect>({
    initial: PUSH_TO_TALK_OFF,
    reduce: reducePushToTalk,
    // No call runs when the client is made: off, shown at once.
    inputs: merge(of<PushToTalkInput>({ type: 'call-ended' }), ended$, intents),
    lifetime: 'visit',
    perform: ({ muted }) => perform(() => call.setMuted(muted)),
  });
  return {
    pushToTalk$: machine.state$.pipe(
      map(({ on, held }) => ({ on, held })),
      distinctUntilChanged((a, b) => a.on === b.on && a.held === b.held),
    ),
    setPushToTalk: (on) => intents.next({ type: 'switched', on, muted: call.isMuted() }),
    holdToTalk: (held) => intents.next({ type: 'held', held }),
  };
}
