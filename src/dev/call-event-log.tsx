import { useId, useRef, useState } from 'react';
import type { Observable } from 'rxjs';
import styled from 'styled-components';
import { Button } from '../components/ui/button';
import type { LogEvent } from './call-event-types';
import type { Clock } from './event-log-state';
import { EventLogPanel } from './event-log-panel';
import { useEventLog } from './use-event-log';

const Corner = styled.div`
  position: fixed;
  z-index: 1000;
  left: 1rem;
  bottom: 1rem;
`;

const panelClock: Clock = () => performance.now();

export interface CallEventLogProps {
  /** Every event of the voice-call client. */
  events$: Observable<LogEvent>;
  /** Milliseconds for row times; keep it stable (a new function restarts the log). */
  now?: Clock;
  /** Open at mount, e.g. for a test. */
  defaultOpen?: boolean;
}

/**
 * Dev-only call-event log: a corner toggle and a non-modal panel. The log folds events
 * from mount, open or not, so opening it after a call still shows that call.
 */
export default function CallEventLog({ events$, now = panelClock, defaultOpen = false }: CallEventLogProps) {
  const log = useEventLog(events$, now);
  const [open, setOpen] = useState(defaultOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = (): void => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <>
      <Corner>
        <Button
          ref={toggleRef}
          size="sm"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          onKeyDown={(event) => event.key === 'Escape' && open && close()}
        >
          Call events
        </Button>
      </Corner>
      {open && <EventLogPanel id={panelId} state$={log.state$} send={log.send} onClose={close} />}
    </>
  );
}
