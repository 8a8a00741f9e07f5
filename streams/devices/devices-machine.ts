import type { MicrophoneProblem } from '../demo';
import { step, type Step } from '../shared';
import type { DevicesConfig } from './devices-config';
import { NO_DEVICES, type DeviceList } from './media-port';

// The visitor's audio devices and the sound check, as one reducer: the devices the browser lists,
// the microphone and speaker chosen for the visit, and the check's microphone, level and verdict.
// Effects say what to do at the edge (list, listen, play, apply the choice); what they find comes
// back as inputs. Readings carry the listening round they belong to, so late ones are ignored.

/** Whether the check has heard the visitor: not yet, yes, or nothing for a while. */
export type Verdict = 'waiting' | 'heard' | 'silent';

export type SoundCheck =
  | { readonly phase: 'closed' }
  /** The microphone is being opened (the browser may be asking the visitor). */
  | { readonly phase: 'opening' }
  | { readonly phase: 'listening'; readonly verdict: Verdict; readonly level: number }
  | { readonly phase: 'failed'; readonly problem: MicrophoneProblem };

export type ChimeState = 'idle' | 'playing' | 'played' | 'failed';

/** A chosen device that went away: the default is used instead, and the page says so. */
export interface DeviceNotice {
  readonly kind: 'microphone' | 'speaker';
  /** Its label when it was last listed ('' if never labelled). */
  readonly label: string;
}

export interface DevicesState {
  readonly list: DeviceList;
  /** The visitor's choices for the visit; null is the browser's default. */
  readonly microphone: string | null;
  readonly speaker: string | null;
  readonly check: SoundCheck;
  readonly chime: ChimeState;
  /** The listening round: bumped whenever the check opens, closes or changes microphone. */
  readonly round: number;
  /** A call is starting or running: the check stays closed. */
  readonly callActive: boolean;
  readonly notice: DeviceNotice | null;
}

export const INITIAL_DEVICES_STATE: DevicesState = {
  list: NO_DEVICES,
  microphone: null,
  speaker: null,
  check: { phase: 'closed' },
  chime: 'idle',
  round: 0,
  callActive: false,
  notice: null,
};

export type DevicesInput =
  | { readonly type: 'devices-listed'; readonly list: DeviceList }
  | { readonly type: 'microphone-chosen'; readonly deviceId: string }
  | { readonly type: 'speaker-chosen'; readonly deviceId: string }
  | { readonly type: 'speaker-prompt-pressed' }
  | { readonly type: 'check-opened' }
  | { readonly type: 'check-closed' }
  | { readonly type: 'call-active'; readonly active: boolean }
  | { readonly type: 'microphone-opened'; readonly round: number }
  | { readonly type: 'microphone-failed'; readonly round: number; readonly problem: MicrophoneProblem }
  | { readonly type: 'level'; readonly round: number; readonly level: number }
  | { readonly type: 'silence-elapsed'; readonly round: number }
  | { readonly type: 'chime-pressed' }
  | { readonly type: 'chime-ended'; readonly played: boolean }
  | { readonly type: 'notice-dismissed' };

export type DevicesEffect =
  /** Lists again: once a microphone is open, the browser names the devices. */
  | { readonly type: 'list-devices' }
  /** Opens the microphone and reads it until the round changes. */
  | { readonly type: 'listen'; readonly round: number; readonly deviceId: string | null }
  | { readonly type: 'apply-microphone'; readonly deviceId: string | null }
  | { readonly type: 'apply-speaker'; readonly deviceId: string | null }
  | { readonly type: 'play-chime'; readonly speakerId: string | null }
  | { readonly type: 'prompt-speaker' };

export type DevicesStep = Step<DevicesState, never, DevicesEffect>;

const listDevices: DevicesEffect = { type: 'list-devices' };

/** A new listening round on the chosen microphone, if the check is open; otherwise nothing. */
function listenAgain(state: DevicesState, effects: readonly DevicesEffect[] = []): DevicesStep {
  if (state.check.phase === 'closed') return step(state, [], effects);
  const round = state.round + 1;
  return step({ ...state, round, check: { phase: 'opening' } }, [], [...effects, { type: 'listen', round, deviceId: state.microphone }]);
}

function open(state: DevicesState): DevicesStep {
  if (state.callActive || state.check.phase !== 'closed') return step(state);
  return listenAgain({ ...state, check: { phase: 'opening' }, chime: 'idle' });
}

function close(state: DevicesState): DevicesStep {
  if (state.check.phase === 'closed') return step(state);
  return step({ ...state, round: state.round + 1, check: { phase: 'closed' } });
}

const labelOf = (devices: DeviceList['inputs'], id: string): string => devices.find((device) => device.deviceId === id)?.label ?? '';

/**
 * A new list: a chosen device no longer in it (once the browser lists ids at all) gives way to
 * the default, with a notice; a check listening on it listens again on the default.
 */
function listed(state: DevicesState, list: DeviceList): DevicesStep {
  const gone = (chosen: string | null, devices: DeviceList['inputs']): chosen is string =>
    chosen !== null && devices.some((device) => device.deviceId !== '') && !devices.some((device) => device.deviceId === chosen);
  let next: DevicesStep = step({ ...state, list });
  const microphoneGone = gone(state.microphone, list.inputs);
  if (microphoneGone) {
    const notice: DeviceNotice = { kind: 'microphone', label: labelOf(state.list.inputs, state.microphone) };
    next = listenAgain({ ...next.state, microphone: null, notice }, [{ type: 'apply-microphone', deviceId: null }]);
  }
  if (gone(state.speaker, list.outputs)) {
    // Both gone at once: one notice, the microphone's.
    const notice = microphoneGone ? next.state.notice : { kind: 'speaker' as const, label: labelOf(state.list.outputs, state.speaker) };
    next = step({ ...next.state, speaker: null, notice }, [], [...next.effects, { type: 'apply-speaker', deviceId: null }]);
  }
  return next;
}

function chooseMicrophone(state: DevicesState, deviceId: string): DevicesStep {
  if (deviceId === state.microphone) return step(state);
  const notice = state.notice?.kind === 'microphone' ? null : state.notice;
  return listenAgain({ ...state, microphone: deviceId, notice }, [{ type: 'apply-microphone', deviceId }]);
}

function chooseSpeaker(state: DevicesState, deviceId: string): DevicesStep {
  if (deviceId === state.speaker) return step(state);
  const notice = state.notice?.kind === 'speaker' ? null : state.notice;
  return step({ ...state, speaker: deviceId, notice, chime: 'idle' }, [], [{ type: 'apply-speaker', deviceId }]);
}

/** A reading of the current round: the level, and heard once it passes the threshold (the chime's own sound does not count). */
function heard(state: DevicesState, level: number, config: DevicesConfig): DevicesStep {
  if (state.check.phase !== 'listening') return step(state);
  const isVoice = level > config.heardLevel && state.chime !== 'playing';
  return step({ ...state, check: { ...state.check, level, verdict: isVoice ? 'heard' : state.check.verdict } });
}

function reduceReading(state: DevicesState, input: Extract<DevicesInput, { round: number }>, config: DevicesConfig): DevicesStep {
  if (input.round !== state.round) return step(state);
  switch (input.type) {
    case 'microphone-opened':
      // Labels come with the permission: list the devices again.
      return step({ ...state, check: { phase: 'listening', verdict: 'waiting', level: 0 } }, [], [listDevices]);
    case 'microphone-failed':
      return step({ ...state, check: { phase: 'failed', problem: input.problem } }, [], [listDevices]);
    case 'level':
      return heard(state, input.level, config);
    case 'silence-elapsed':
      return state.check.phase === 'listening' && state.check.verdict === 'waiting'
        ? step({ ...state, check: { ...state.check, verdict: 'silent' } })
        : step(state);
  }
}

function chime(state: DevicesState): DevicesStep {
  if (state.chime === 'playing') return step(state);
  return step({ ...state, chime: 'playing' }, [], [{ type: 'play-chime', speakerId: state.speaker }]);
}

export function reduceDevices(state: DevicesState, input: DevicesInput, config: DevicesConfig): DevicesStep {
  switch (input.type) {
    case 'devices-listed':
      return listed(state, input.list);
    case 'microphone-chosen':
      return chooseMicrophone(state, input.deviceId);
    case 'speaker-chosen':
      return chooseSpeaker(state, input.deviceId);
    case 'speaker-prompt-pressed':
      return step(state, [], [{ type: 'prompt-speaker' }]);
    case 'check-opened':
      return open(state);
    case 'check-closed':
      return close(state);
    case 'call-active':
      return input.active ? close({ ...state, callActive: true }) : step({ ...state, callActive: false });
    case 'chime-pressed':
      return chime(state);
    case 'chime-ended':
      return step({ ...state, chime: input.played ? 'played' : 'failed' });
    case 'notice-dismissed':
      return step({ ...state, notice: null });
    default:
      return reduceReading(state, input, config);
  }
}
