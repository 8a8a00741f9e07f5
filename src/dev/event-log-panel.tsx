import { useObservableEagerState } from 'observable-hooks';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { Observable } from 'rxjs';
import styled from 'styled-components';
import { Button } from '../components/ui/button';
import type { LogEventType } from './call-event-types';
import { heldCount, isPaused, shownView, type LogCommand, type LogState } from './event-log-model';
import { EventTable } from './event-table';
import { Aside, Muted, Spread } from './log-styles';
import { LogToolbar } from './log-toolbar';
import { filterRows } from './row-filter';
import { ReplyTimes } from './reply-times';
import { StageWaterfall } from './stage-waterfall';
import { TypeFilter } from './type-filter';
import { useLogActions } from './use-log-actions';

const Fallback = styled.textarea`
  width: 100%;
  min-height: 6rem;
  font-family: ui-monospace, monospace;
  font-size: 0.8125rem;
`;

export interface EventLogPanelProps {
  id: string;
  state$: Observable<LogState>;
  send: (command: LogCommand) => void;
  /** Called on Close and on Escape; the owner hides the panel and refocuses its toggle. */
  onClose: () => void;
}

/** The open panel: a labelled, non-modal complementary region. */
export function EventLogPanel({ id, state$, send, onClose }: EventLogPanelProps) {
  const state = useObservableEagerState(state$);
  const [hidden, setHidden] = useState<ReadonlySet<LogEventType>>(() => new Set());
  const view = shownView(state);
  const rows = filterRows(view.rows, hidden);
  const actions = useLogActions(state, rows, send);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <Aside id={id} aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <Spread>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          Call events
        </h2>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </Spread>
      <LogToolbar paused={isPaused(state)} onTogglePause={actions.togglePause} onClear={actions.clear} onCopy={() => void actions.copy()} />
      <p role="status">{actions.notice}</p>
      {isPaused(state) && <Muted>{`Paused: ${heldCount(state)} new events held, shown on resume.`}</Muted>}
      {actions.fallbackJson !== null && <Fallback readOnly aria-label="Events as JSON" value={actions.fallbackJson} />}
      <StageWaterfall trace={view.trace} />
      <ReplyTimes taking={view.taking} />
      <TypeFilter hidden={hidden} onChange={setHidden} />
      <Muted>{`${rows.length} of ${view.rows.length} rows shown · ${view.received} events received`}</Muted>
      <EventTable rows={rows} />
    </Aside>
  );
}
