import { useObservableState, useSubscription } from 'observable-hooks';
import { useRef, type RefObject } from 'react';
import type { Observable } from 'rxjs';
import styled from 'styled-components';
import { demoText } from '../../content/site';
import { useStreams } from '../../shared/streams-context';
import { Fill, MicFill, Track } from './level-meter';

// The call panel's two level meters: the assistant's and the visitor's own.

/**
 * A level (0 to 1) written into its meter's fill as it comes, ten times a second in a call, without a
 * React render: the fill's transform and its data-volume. React renders the fill once, at 0.
 */
function useLevelFill(level$: Observable<number>): RefObject<HTMLDivElement | null> {
  const fill = useRef<HTMLDivElement>(null);
  useSubscription(level$, (level) => {
    const element = fill.current;
    if (!element) return;
    element.style.transform = `scaleX(${level})`;
    element.dataset.volume = level.toFixed(2);
  });
  return fill;
}

const AT_ZERO = { transform: 'scaleX(0)' } as const;

/** The assistant's level, ten times a second while connected; nothing re-renders for it. */
export function VolumeMeter() {
  const fill = useLevelFill(useStreams().voiceCall.volume$);
  return (
    <Track aria-hidden="true" data-testid="volume-meter">
      <Fill ref={fill} style={AT_ZERO} data-volume="0.00" />
    </Track>
  );
}

const MicTrack = styled(Track)`
  flex: 0 0 3rem;
  height: 0.375rem;
  background: rgba(255, 255, 255, 0.14);
`;

/** The visitor's own level: "is it hearing me?" answered at a glance; where the library lost it, the meter says so instead of 0. */
export function MicrophoneMeter() {
  const { voiceCall } = useStreams();
  const fill = useLevelFill(voiceCall.localVolume$);
  const shown = useObservableState(voiceCall.localVolumeShown$, true);
  if (!shown) return <LevelUnavailable data-testid="microphone-meter-unavailable">{demoText.levelUnavailable}</LevelUnavailable>;
  return (
    <MicTrack title="Your microphone" aria-hidden="true" data-testid="microphone-meter">
      <MicFill ref={fill} style={AT_ZERO} data-volume="0.00" />
    </MicTrack>
  );
}

// In the meter's place, on its line.
const LevelUnavailable = styled.span`
  flex: 0 0 auto;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colour.onNight};
`;
