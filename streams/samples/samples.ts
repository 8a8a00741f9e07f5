import { distinctUntilChanged, filter, map, type Observable } from 'rxjs';
import type { CallSummary, CallTurn, LiveCaptures } from '../call';
import { SAMPLE_AUDIO, SAMPLE_CALLS } from './recorded';
import { sampleAt } from './sample-call';
import type { SampleId } from './sample-ids';
import { createSampleAudio, type AudioElementLike } from './sample-audio';
import { createSamplePlayer, type SamplePlayer, type SamplePlayerState, type SampleStatus } from './sample-player';

/** What the page shows of the sample being heard: as a visitor's own call shows it, captions, notepad, then summary. */
export interface SamplesView {
  readonly sample: SampleId | null;
  readonly status: SampleStatus | null;
  readonly atMs: number;
  readonly durationMs: number;
  readonly turns: readonly CallTurn[];
  /** The notepad while it plays; null once it has ended (the summary's place) or when none is chosen. */
  readonly captures: LiveCaptures | null;
  /** The summary once its audio has ended. */
  readonly summary: CallSummary | null;
}

export const NO_SAMPLE_VIEW: SamplesView = {
  sample: null,
  status: null,
  atMs: 0,
  durationMs: 0,
  turns: [],
  captures: null,
  summary: null,
};

export function samplesView(state: SamplePlayerState): SamplesView {
  if (state.sample === null) return NO_SAMPLE_VIEW;
  const call = SAMPLE_CALLS[state.sample];
  const ended = state.status === 'ended';
  // Ended, the whole call: the audio's last time update may come a little before its end.
  const moment = sampleAt(call, ended ? call.durationMs : state.atMs);
  return {
    sample: state.sample,
    status: state.status,
    atMs: ended ? call.durationMs : state.atMs,
    durationMs: call.durationMs,
    turns: moment.turns,
    captures: ended ? null : moment.captures,
    summary: ended ? call.summary : null,
  };
}

export interface Samples extends Omit<SamplePlayer, 'state$'> {
  readonly view$: Observable<SamplesView>;
}

/** The samples' player for the visit; the visitor's own call starting (the demo's `connecting`) closes it. */
export function createSamples(
  demo$: Observable<{ readonly status: string }>,
  makeElement: () => AudioElementLike = () => new Audio(),
): Samples {
  const callStarts$ = demo$.pipe(
    map((view) => view.status === 'connecting'),
    distinctUntilChanged(),
    filter(Boolean),
  );
  const player = createSamplePlayer(createSampleAudio(SAMPLE_AUDIO, makeElement), callStarts$);
  return { ...player, view$: player.state$.pipe(map(samplesView)) };
}
