import { useMemo } from 'react';
import { merge, type Observable } from 'rxjs';
import CallEventLog from './call-event-log';
import type { LogEvent } from './call-event-types';
import { cspViolation$ } from './csp-violations';

/** The dev log of the running page: the voice-call client's events and the page's CSP violations. */
export default function PageEventLog({ callEvents$ }: { callEvents$: Observable<LogEvent> }) {
  const events$ = useMemo(() => merge(callEvents$, cspViolation$(window)), [callEvents$]);
  return <CallEventLog events$={events$} />;
}
