import { Subject, throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import { shownView, type LogCommand, type LogState } from '../../src/dev/event-log-model';
import { eventLogState } from '../../src/dev/event-log-state';

describe('eventLogState', () => {
  it('starts empty, stamps events with the clock and applies commands', () => {
    const events$ = new Subject<CallEvent>();
    const commands$ = new Subject<LogCommand>();
    let now = 5000;
    const states: LogState[] = [];
    const sub = eventLogState(events$, commands$, () => now).subscribe((s) => states.push(s));
    expect(shownView(states[0]!).rows).toEqual([]);
    events$.next({ type: 'call-start' });
    now = 6500;
    events$.next({ type: 'call-end' });
    expect(shownView(states.at(-1)!).rows.map((r) => r.sinceFirst)).toEqual([0, 1500]);
    commands$.next({ kind: 'clear' });
    expect(shownView(states.at(-1)!).rows).toEqual([]);
    sub.unsubscribe();
    expect(events$.observed).toBe(false);
  });

  it('survives a failing source: the log stops but does not error', () => {
    let errored = false;
    let last: LogState | undefined;
    eventLogState(
      throwError(() => new Error('boom')),
      new Subject<LogCommand>(),
      () => 0,
    ).subscribe({
      next: (s) => (last = s),
      error: () => (errored = true),
    });
    expect(errored).toBe(false);
    expect(last && shownView(last).rows).toEqual([]);
  });
});
