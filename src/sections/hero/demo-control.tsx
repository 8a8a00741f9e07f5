import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { media } from '../../app/theme';
import { DesktopOnly, MobileOnly } from '../../components/responsive';
import { demoText } from '../../content/site';
import { DEMO_CONFIG } from '../../../streams/demo';

export type DemoStatus = 'idle' | 'connecting' | 'connected';

export interface DemoControlProps {
  status: DemoStatus;
  attemptsLeft: number;
  /** Demo calls allowed per day (spec: 3). */
  attemptsPerDay?: number;
  phoneNumber: string;
  onStart?: () => void;
  onEnd?: () => void;
  /** Called on hover or focus of the start button, to fetch the call library early. */
  onPreload?: () => void;
  /** Live extras shown while connected (volume meter, captions). */
  children?: ReactNode;
}

const DesktopControl = styled(DesktopOnly)`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  /* Repeated: this display: grid would otherwise win over DesktopOnly's rule. */
  ${media.mobile} { display: none; }
`;

const StatusText = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colour.onNight};
`;

const Remaining = styled.p`
  margin: 0;
  font-size: 1rem;
  color: ${({ theme }) => theme.colour.onNightMuted};
`;

function buttonLabel(status: DemoStatus): string {
  if (status === 'connecting') return demoText.connecting;
  if (status === 'connected') return demoText.end;
  return demoText.start;
}

export function DemoControl({ status, attemptsLeft, attemptsPerDay = DEMO_CONFIG.maxAttemptsPerDay, phoneNumber, onStart, onEnd, onPreload, children }: DemoControlProps) {
  const exhausted = attemptsLeft <= 0;
  const disabled = status === 'connecting' || (exhausted && status !== 'connected');
  return (
    <div data-demo-status={status}>
      <DesktopControl>
        {/* aria-disabled, not disabled: the button keeps keyboard focus while connecting,
            and the same button becomes End Call. */}
        <Button
          variant={status === 'connected' ? 'secondary' : 'hero'}
          size="xl"
          aria-disabled={disabled || undefined}
          onClick={disabled ? undefined : status === 'connected' ? onEnd : onStart}
          onPointerEnter={onPreload}
          onFocus={onPreload}
          data-testid="demo-button"
        >
          {buttonLabel(status)}
        </Button>
        <div role="status">
          {status === 'connecting' && <span className="visually-hidden">{demoText.connecting}</span>}
          {status === 'connected' && <StatusText>{demoText.connected}</StatusText>}
        </div>
        {status === 'connected' && children}
        {exhausted ? (
          status !== 'connected' && <Remaining>{demoText.limitReached}</Remaining>
        ) : (
          <Remaining data-testid="attempts-remaining">{demoText.remaining(attemptsLeft, attemptsPerDay)}</Remaining>
        )}
      </DesktopControl>
      <MobileOnly>
        <Button href={`tel:${phoneNumber}`} variant="hero" size="xl" data-testid="call-now-link">
          {demoText.callNow}
        </Button>
      </MobileOnly>
    </div>
  );
}
