import { useEffect, useRef, type RefObject } from 'react';
import type { ObservedValueOf } from 'rxjs';
import styled from 'styled-components';
import { useObservableState } from 'observable-hooks';
import { SAMPLE_IDS, type Samples } from '../../../../streams/samples';
import { Button } from '../../../components/ui/button';
import { callSummaryText, formatDuration } from '../../../content/call-summary';
import { sampleCallsText as text } from '../../../content/sample-calls';
import { sampleCallsLabel } from '../../../content/sample-calls-label';
import { useStreams, useViewState } from '../../../shared/streams-context';
import { CaptionLines } from '../call-captions';
import { SampleCard } from './sample-card';

// For the hero's card, which loads it from this chunk (hero-call-card.tsx).
export { SampleCard };

type SamplesView = ObservedValueOf<Samples['view$']>;

// The sample calls: the four to choose from, and the one chosen as a visitor's own call shows itself, its
// captions in step with its audio, the notepad as it fills, then its summary and what the office receives.
// Loaded by the press in sample-calls.tsx, with the samples' streams.

const Region = styled.div`
  display: grid;
  gap: 0.75rem;
  width: 100%;
  > p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colour.onNightMuted};
  }
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: grid;
  justify-items: start;
  gap: 0.125rem;
  min-height: 2.75rem;
  padding: 0.375rem 0.875rem;
  border: 1.5px solid rgba(255, 255, 255, 0.45);
  border-radius: ${({ theme }) => theme.radius.md};
  background: rgba(255, 255, 255, 0.06);
  color: ${({ theme }) => theme.colour.onNight};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 650;
  text-align: left;
  cursor: pointer;
  small {
    font-size: 0.8125rem;
    font-weight: 500;
    color: ${({ theme }) => theme.colour.onNightMuted};
  }
  &:hover:not([aria-disabled='true']) {
    background: rgba(255, 255, 255, 0.16);
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colour.accent};
    background: rgba(241, 194, 75, 0.14);
  }
  &[aria-disabled='true'] {
    cursor: default;
    opacity: 0.7;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  progress {
    flex: 1 1 8rem;
    height: 0.5rem;
    accent-color: ${({ theme }) => theme.colour.accent};
  }
  span {
    font-size: 0.875rem;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colour.onNight};
  }
`;

// The captions' box as the call space has it: the latest lines, the older sliding out above.
const CaptionPlace = styled.div`
  display: flex;
  flex-direction: column;
  height: 7.5rem;
`;

const Status = styled.p`
  && {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colour.onNight};
  }
`;

const seconds = (ms: number) => formatDuration(Math.round(ms / 1000));

function SamplePlayer({ samples, view, list }: { samples: Samples; view: SamplesView; list: RefObject<HTMLUListElement | null> }) {
  const { sample, status } = view;
  if (sample === null || status === null) return null;
  const { title } = text.samples[sample];
  const playing = status === 'playing' || status === 'loading';
  return (
    <>
      <Controls>
        <Button variant="accent" size="sm" onClick={() => samples.toggle()} data-testid="sample-toggle">
          {playing ? text.pause : text.play}
        </Button>
        <progress value={view.atMs} max={view.durationMs} aria-label={text.progress(title)} />
        <span data-testid="sample-time">
          {seconds(view.atMs)} / {seconds(view.durationMs)}
        </span>
        <Button
          variant="outline"
          size="sm"
          // Close takes the player away: the focus goes back to the sample it played.
          onClick={() => {
            list.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
            samples.close();
          }}
        >
          {text.close}
        </Button>
      </Controls>
      {/* Playing and Loading are shown, not said: a screen reader would talk over the recording as it starts. */}
      <Status data-testid="sample-status">
        <span aria-hidden={playing || undefined}>{playing ? text.status[status] : ''}</span>
        <span role="status">{playing ? '' : text.status[status]}</span>
      </Status>
      <CaptionPlace>
        <CaptionLines turns={view.turns} spoken={false} caller={callSummaryText.caller} />
      </CaptionPlace>
      <SampleCard samples={samples} inline />
    </>
  );
}

function Samples({ samples }: { samples: Samples }) {
  const { demo } = useStreams();
  const list = useRef<HTMLUListElement>(null);
  const view = useViewState(samples.view$, null);
  const callStatus = useViewState(demo.state$, null)?.status;
  const inCall = callStatus === 'connecting' || callStatus === 'connected';
  // Closed with its panel: nothing plays unseen.
  useEffect(() => () => samples.close(), [samples]);
  return (
    <>
      <List ref={list}>
        {SAMPLE_IDS.map((id) => (
          <li key={id}>
            <Choice
              type="button"
              aria-pressed={view?.sample === id}
              aria-disabled={inCall || undefined}
              onClick={inCall ? undefined : () => samples.pick(id)}
              data-testid={`sample-${id}`}
            >
              {text.samples[id].title} <small>{text.samples[id].team}</small>
            </Choice>
          </li>
        ))}
      </List>
      {inCall ? <Status>{text.inCall}</Status> : view && <SamplePlayer samples={samples} view={view} list={list} />}
    </>
  );
}

export function SampleCallsPanel({ id }: { id: string }) {
  const { samples } = useStreams();
  const loaded = useObservableState(samples.loaded$, null);
  return (
    <Region id={id} role="region" aria-label={sampleCallsLabel} data-testid="sample-calls">
      <p>{text.intro}</p>
      {loaded ? <Samples samples={loaded} /> : <Status>{text.status.loading}</Status>}
    </Region>
  );
}
