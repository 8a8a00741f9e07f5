import {
  EMPTY,
  Subject,
  catchError,
  concat,
  distinctUntilChanged,
  filter,
  map,
  merge,
  mergeMap,
  of,
  startWith,
  switchMap,
  takeUntil,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type { MicrophoneProblem } from '../demo';
import { perform, runMachine } from '../shared';
import { devicesConfig, type DevicesConfig } from './devices-config';
import {
  INITIAL_DEVICES_STATE,
  reduceDevices,
  type ChimeState,
  type DeviceNotice,
  type DevicesEffect,
  type DevicesInput,
  type DevicesState,
  type Verdict,
} from './devices-machine';
import { echoRisk } from './echo-risk';
import { microphoneProblemOf, type AudioDevice, type MediaPort } from './media-port';

/** Where the visitor's choices go: the voice-call client, whose running call switches to them (a start reads `chosenMicrophone`). */
export interface DeviceChoiceTarget {
  setMicrophone(deviceId: string | null): void;
  setSpeaker(deviceId: string | null): void;
}

export interface DeviceStreamsDeps {
  readonly media: MediaPort;
  readonly scheduler: SchedulerLike;
  /** A call is starting or running: the check closes and lets the microphone go. */
  readonly callActive$: Observable<boolean>;
  readonly call: DeviceChoiceTarget;
  readonly config?: DevicesConfig;
}

/** The sound check as the page shows it (its level is a stream of its own). */
export type SoundCheckView =
  | { readonly phase: 'closed' }
  | { readonly phase: 'opening' }
  | { readonly phase: 'listening'; readonly verdict: Verdict }
  | { readonly phase: 'failed'; readonly problem: MicrophoneProblem };

export interface DevicesView {
  /** The devices to choose from: none until the visitor lets the page use a microphone (no labels before). */
  readonly inputs: readonly AudioDevice[];
  /** The speakers to choose from, where the page may choose one. */
  readonly outputs: readonly AudioDevice[];
  /** The microphone in use: the chosen one, else the browser's default (the first listed). */
  readonly microphone: string | null;
  readonly speaker: string | null;
  /** How a speaker is chosen here: from the list, through the browser's own prompt, or not at all. */
  readonly speakerChoice: 'list' | 'prompt' | 'none';
  readonly check: SoundCheckView;
  readonly chime: ChimeState;
  /** The microphone and speaker in use look like one computer's own pair: headphones would stop echo. */
  readonly echoRisk: boolean;
  readonly notice: DeviceNotice | null;
}

export interface DeviceStreams {
  /** Replays the latest to every subscriber; kept for the whole visit. */
  readonly view$: Observable<DevicesView>;
  /** The check's microphone level for the meter, 0 to 1 (0 when not listening). */
  readonly level$: Observable<number>;
  openCheck(): void;
  closeCheck(): void;
  chooseMicrophone(deviceId: string): void;
  chooseSpeaker(deviceId: string): void;
  /** The microphone the visitor chose for the visit, now (null: the browser's default): each call starts on it. */
  chosenMicrophone(): string | null;
  /** The browser's own speaker prompt, where there is one. */
  promptSpeaker(): void;
  playChime(): void;
  dismissNotice(): void;
}

/** Opens the microphone and reads it every sample, with the silence deadline, until unsubscribed. */
function listen(
  media: MediaPort,
  round: number,
  deviceId: string | null,
  config: DevicesConfig,
  scheduler: SchedulerLike,
): Observable<DevicesInput> {
  return media.microphone(deviceId).pipe(
    switchMap((microphone) =>
      concat(
        of<DevicesInput>({ type: 'microphone-opened', round }),
        merge(
          timer(config.sampleMs, config.sampleMs, scheduler).pipe(
            map((): DevicesInput => ({ type: 'level', round, level: microphone.level() })),
          ),
          timer(config.silenceMs, scheduler).pipe(map((): DevicesInput => ({ type: 'silence-elapsed', round }))),
        ),
      ),
    ),
    catchError((error: unknown) => of<DevicesInput>({ type: 'microphone-failed', round, problem: microphoneProblemOf(error) })),
  );
}

function listed(media: MediaPort): Observable<DevicesInput> {
  return media.devices().pipe(
    map((list): DevicesInput => ({ type: 'devices-listed', list })),
    catchError(() => EMPTY),
  );
}

type Effects = (effect: DevicesEffect, state$: Observable<DevicesState>) => Observable<DevicesInput>;

function effects(deps: DeviceStreamsDeps, config: DevicesConfig): Effects {
  const { media, scheduler, call } = deps;
  return (effect, state$) => {
    switch (effect.type) {
      case 'list-devices':
        return listed(media);
      case 'listen':
        // A round lasts until the state moves on to another (closed, another microphone, a call).
        return listen(media, effect.round, effect.deviceId, config, scheduler).pipe(
          takeUntil(state$.pipe(filter((state) => state.round !== effect.round))),
        );
      case 'apply-microphone':
        return perform(() => call.setMicrophone(effect.deviceId)).pipe(catchError(() => EMPTY));
      case 'apply-speaker':
        return perform(() => call.setSpeaker(effect.deviceId)).pipe(catchError(() => EMPTY));
      case 'play-chime':
        return concat(media.chime(effect.speakerId), of<DevicesInput>({ type: 'chime-ended', played: true })).pipe(
          catchError(() => of<DevicesInput>({ type: 'chime-ended', played: false })),
        );
      case 'prompt-speaker':
        // The device picked is listed from then on: list, then choose it.
        return media.promptSpeaker().pipe(
          mergeMap((device) =>
            device ? concat(listed(media), of<DevicesInput>({ type: 'speaker-chosen', deviceId: device.deviceId })) : EMPTY,
          ),
          catchError(() => EMPTY),
        );
    }
  };
}

const labelled = (devices: readonly AudioDevice[]): AudioDevice[] =>
  devices.filter((device) => device.deviceId !== '' && device.label !== '');

/** The same state for the page, whatever the level. */
function sameShown(a: DevicesState, b: DevicesState): boolean {
  const checkOf = ({ check }: DevicesState) =>
    check.phase === 'listening' ? `${check.phase}:${check.verdict}` : check.phase === 'failed' ? `failed:${check.problem}` : check.phase;
  return (
    a.list === b.list &&
    a.microphone === b.microphone &&
    a.speaker === b.speaker &&
    a.chime === b.chime &&
    a.notice === b.notice &&
    checkOf(a) === checkOf(b)
  );
}

function toCheckView(state: DevicesState): SoundCheckView {
  const { check } = state;
  return check.phase === 'listening' ? { phase: 'listening', verdict: check.verdict } : check;
}

export function toDevicesView(state: DevicesState, media: Pick<MediaPort, 'canChooseSpeaker' | 'canPromptSpeaker'>): DevicesView {
  const inputs = labelled(state.list.inputs);
  const outputs = media.canChooseSpeaker ? labelled(state.list.outputs) : [];
  const microphone = state.microphone ?? inputs[0]?.deviceId ?? null;
  const speaker = state.speaker ?? outputs[0]?.deviceId ?? null;
  const labelOf = (devices: readonly AudioDevice[], id: string | null) => devices.find((device) => device.deviceId === id)?.label;
  return {
    inputs,
    outputs,
    microphone,
    speaker,
    speakerChoice: outputs.length > 0 ? 'list' : media.canChooseSpeaker && media.canPromptSpeaker ? 'prompt' : 'none',
    check: toCheckView(state),
    chime: state.chime,
    echoRisk: echoRisk(labelOf(inputs, microphone), labelOf(outputs, speaker)),
    notice: state.notice,
  };
}

/** What moves the machine besides its effects: the device list, calls starting and ending, and the visitor's presses. */
function machineInputs(deps: DeviceStreamsDeps, intents: Observable<DevicesInput>): Observable<DevicesInput> {
  return merge(
    // Listed at once and whenever a device comes or goes.
    deps.media.deviceChange$.pipe(
      startWith(null),
      switchMap(() => listed(deps.media)),
    ),
    deps.callActive$.pipe(
      distinctUntilChanged(),
      map((active): DevicesInput => ({ type: 'call-active', active })),
    ),
    intents,
  );
}

/** The visitor's audio devices and the sound check, built once per visit (when the check is first opened). */
export function createDeviceStreams(deps: DeviceStreamsDeps): DeviceStreams {
  const config = deps.config ?? devicesConfig;
  const intents = new Subject<DevicesInput>();
  const performEffect = effects(deps, config);
  const machine = runMachine<DevicesState, DevicesInput, never, DevicesEffect>({
    initial: INITIAL_DEVICES_STATE,
    reduce: (state, input) => reduceDevices(state, input, config),
    inputs: machineInputs(deps, intents),
    // The choices hold for the visit, whether or not anything shows them.
    lifetime: 'visit',
    perform: (effect, state$): Observable<DevicesInput> => performEffect(effect, state$),
  });
  const state$ = machine.state$;
  const send = (input: DevicesInput) => () => intents.next(input);
  return {
    view$: state$.pipe(
      distinctUntilChanged(sameShown),
      map((state) => toDevicesView(state, deps.media)),
    ),
    level$: state$.pipe(
      map(({ check }) => (check.phase === 'listening' ? Math.min(1, check.level / config.fullLevel) : 0)),
      distinctUntilChanged(),
    ),
    openCheck: send({ type: 'check-opened' }),
    closeCheck: send({ type: 'check-closed' }),
    chooseMicrophone: (deviceId) => intents.next({ type: 'microphone-chosen', deviceId }),
    chooseSpeaker: (deviceId) => intents.next({ type: 'speaker-chosen', deviceId }),
    chosenMicrophone: () => machine.value().microphone,
    promptSpeaker: send({ type: 'speaker-prompt-pressed' }),
    playChime: send({ type: 'chime-pressed' }),
    dismissNotice: send({ type: 'notice-dismissed' }),
  };
}
