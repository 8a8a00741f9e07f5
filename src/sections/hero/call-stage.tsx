import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { demoText, demoCallText } from '../../content/site';
import type { DemoStatus, QuotaScope } from '../../../streams/demo';
import { IdleNote, QuotaNote, type IdleNoteProps } from './idle-notes';

// The call's own space beside the demo button: what it shows before, during and while setting
// up a call. Reserved in every state, so nothing around the panel moves.

// The call's own space, reserved in every state, so nothing around the panel moves; tall enough
// for the hard calls to try and the field to type in below the captions while connected.
const Stage = styled.div`
  position: relative;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  gap: 0.75rem;
  height: 20.75rem;
  /* Two columns below 1280 px: the call's space is narrower, and the typing row takes two lines. */
  @media (min-width: ${({ theme }) => theme.breakpoint.wideMin}) and (max-width: 1279.98px) {
    height: 23.75rem;
  }
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: rgba(5, 12, 32, 0.45);
  border: 1px solid rgba(255, 255, 255, 0.1);
`;

// Where the status and the press to hear the assistant do not fit one line, the press wraps whole.
const StatusLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.625rem;
  min-height: 1.625rem;
  > button {
    white-space: nowrap;
  }
`;

const StatusText = styled.p`
  && {
    margin: 0;
    font-weight: 650;
    color: ${({ theme }) => theme.colour.onNight};
  }
  &::before {
    content: '';
    display: inline-block;
    width: 0.625rem;
    height: 0.625rem;
    margin-right: 0.625rem;
    border-radius: 50%;
    background: #5fd38d;
    box-shadow: 0 0 0 4px rgba(95, 211, 141, 0.2);
  }
`;

const Dots = styled.span`
  display: inline-flex;
  gap: 0.3125rem;
  span {
    width: 0.5625rem;
    height: 0.5625rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colour.accent};
  }
  @media (prefers-reduced-motion: no-preference) {
    span {
      animation: vestry-pulse 1.1s ease-in-out infinite;
    }
    span:nth-child(2) {
      animation-delay: 0.15s;
    }
    span:nth-child(3) {
      animation-delay: 0.3s;
    }
  }
`;

const Connecting = styled.p`
  && {
    display: inline-flex;
    align-items: center;
    gap: 0.75rem;
    margin: 0;
    font-weight: 650;
    color: ${({ theme }) => theme.colour.onNight};
  }
`;

/**
 * The call's status line. While connected, a browser that would not play the assistant gets
 * one control beside it; in the status region, so the offer is announced when it appears.
 */
function CallStatus({ status, audioBlocked, onHear }: Pick<CallStageProps, 'status' | 'audioBlocked' | 'onHear'>) {
  return (
    <StatusLine role="status">
      {status === 'connecting' && (
        <Connecting>
          <Dots aria-hidden="true" data-testid="connecting-indicator">
            <span />
            <span />
            <span />
          </Dots>
          {demoText.connecting}
        </Connecting>
      )}
      {status === 'connected' && <StatusText>{demoText.connected}</StatusText>}
      {status === 'connected' && audioBlocked && (
        <Button variant="accent" size="sm" onClick={onHear} data-testid="hear-assistant">
          {demoText.hearAssistant}
        </Button>
      )}
    </StatusLine>
  );
}

/** What the reserved call space shows before, during and while setting up a call. */
export interface CallStageProps extends IdleNoteProps {
  status: DemoStatus;
  /** A limit of the demo-call endpoint holds: the visitor's day, the site's, or the connection's minute. */
  quota?: QuotaScope;
  /** The build has a demo-call endpoint: while connecting, the slot its challenge shows in if it must. */
  challenge?: boolean;
  audioBlocked?: boolean;
  onHear?: () => void;
  children?: ReactNode;
  /** While idle: the sound check's button, or the open check (sound-check-slot.tsx). */
  soundCheck?: ReactNode;
  /** The open check has the space to itself: the notes below give way. */
  soundCheckOpen?: boolean;
  /** "Your church's name" and "Try a call about" (hard-calls.tsx), under the notes while idle, the latter while the call it started connects. */
  beforeCall?: ReactNode;
}

const InCallPlace = styled.div`
  display: contents;
`;

/**
 * The call's own controls. A call that ends with focus among them leaves it on the call's space, which then says
 * how the call went, not at the page's start; not on Start, where the next Enter (typed words) would start a call.
 */
function InCall({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = place.current;
    const stage = element?.closest<HTMLElement>('[data-testid="call-stage"]');
    // Runs before the controls leave the page, while the focused one is still in it. Only once they have left:
    // a development build's strict mode runs this on mount too, with the typed call's field just focused.
    return () => {
      if (!element?.contains(document.activeElement)) return;
      queueMicrotask(() => {
        if (!element.isConnected) stage?.focus({ preventScroll: true });
      });
    };
  }, []);
  return <InCallPlace ref={place}>{children}</InCallPlace>;
}

export function CallStage({ status, audioBlocked, onHear, children, soundCheck, soundCheckOpen, beforeCall, ...notes }: CallStageProps) {
  return (
    <Stage data-testid="call-stage" tabIndex={-1}>
      <CallStatus status={status} audioBlocked={audioBlocked} onHear={onHear} />
      {/* Cloudflare's check renders here (streams/site/environments.ts), seen only if it asks the visitor to take part. */}
      {__SITE_DEMO_CALL__ && notes.challenge && status === 'connecting' && (
        <div id="demo-challenge" role="group" aria-label={demoCallText.challenge} />
      )}
      {status === 'connected' && <InCall>{children}</InCall>}
      {status === 'idle' && soundCheck}
      {status === 'idle' &&
        !soundCheckOpen &&
        // A limit says so instead of anything that invites another try.
        (__SITE_DEMO_CALL__ && notes.quota ? <QuotaNote scope={notes.quota} phoneNumber={notes.phoneNumber} /> : <IdleNote {...notes} />)}
      {status !== 'connected' && !soundCheckOpen && beforeCall}
    </Stage>
  );
}
