import { useObservable, useObservableCallback, useSubscription } from 'observable-hooks';
import { type Observable, shareReplay, switchMap } from 'rxjs';
import type { LogEvent } from './call-event-types';
import type { LogCommand, LogState } from './event-log-model';
import { eventLogState, type Clock } from './event-log-state';

export interface EventLog {
  /** The log's state; replays the latest to each new subscriber. */
  state$: Observable<LogState>;
  send: (command: LogCommand) => void;
}

/**
 * Builds the log once per `events$`/clock and keeps it folding while the panel is closed,
 * without re-rendering: only a component that reads `state$` renders on updates.
 */
export function useEventLog(events$: Observable<LogEvent>, now: Clock): EventLog {
  const [send, commands$] = useObservableCallback<LogCommand>();
  const state$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        switchMap(([events, commands, clock]) => eventLogState(events, commands, clock)),
        shareReplay({ bufferSize: 1, refCount: true }),
      ),
    [events$, commands$, now],
  );
  useSubscription(state$);
  return { state$, send };
}
