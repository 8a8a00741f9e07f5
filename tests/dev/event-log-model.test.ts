import { describe, expect, it } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import {
  heldCount,
  initialLog,
  isPaused,
  reduceLog,
  shownView,
  stepLog,
  type LogAction,
  type LogInput,
  type LogState,
} from '../../src/dev/event-log-model';
import { logConfig } from '../../src/dev/log-config';
import { filterRows, toggleType } from '../../src/dev/row-filter';
import { succeedingStart, volume } from './call-events';

/** Feeds events one millisecond-stamp each: [event, at]. */
function feed(state: LogState, timed: Array<[CallEvent, number]>, maxRows?: number): LogState {
  return timed.reduce((s, [event, at]) => reduceLog(s, { kind: 'event', event, at }, maxRows), state);
}

function run(actions: LogAction[]): LogState {
  return actions.reduce((s, a) => reduceLog(s, a), initialLog);
}

describe('event log model', () => {
  it('folds volume-level events into ONE updating row with the latest level and a count', () => {
    const timed: Array<[CallEvent, number]> = [[{ type: 'call-start' }, 100]];
    for (let i = 0; i < 30; i += 1) timed.push([volume(i / 100), 200 + i * 100]);
    timed.push([{ type: 'speech-start' }, 3500]);
    const view = shownView(feed(initialLog, timed));
    expect(view.rows.map((r) => r.type)).toEqual(['call-start', 'volume-level', 'speech-start']);
    expect(view.rows[1]).toMatchObject({ count: 30, event: volume(0.29), sinceFirst: 100, lastSinceFirst: 3000 });
    expect(view.received).toBe(32);
  });

  it('times rows since the first event and since the current start', () => {
    const start = succeedingStart();
    const view = shownView(
      feed(initialLog, [[{ type: 'call-end' }, 1000], ...start.map((e, i): [CallEvent, number] => [e, 3000 + i * 10])]),
    );
    expect(view.rows[0]).toMatchObject({ sinceFirst: 0, sinceStart: null });
    expect(view.rows[1]).toMatchObject({ type: 'call-start-progress', sinceFirst: 2000, sinceStart: 0 });
    expect(view.rows[5]).toMatchObject({ type: 'call-start-success', sinceFirst: 2040, sinceStart: 40 });
    expect(view.trace?.outcome).toMatchObject({ kind: 'success' });
  });

  it('keeps at most maxRows rows, dropping the oldest', () => {
    const timed = Array.from({ length: 8 }, (_, i): [CallEvent, number] => [{ type: 'speech-start' }, i]);
    const view = shownView(feed(initialLog, timed, 5));
    expect(view.rows.map((r) => r.sinceFirst)).toEqual([3, 4, 5, 6, 7]);
    expect(view.received).toBe(8);
  });

  it('bounds the default log at the configured 500 rows', () => {
    const timed = Array.from({ length: 700 }, (_, i): [CallEvent, number] => [{ type: 'speech-end' }, i]);
    const view = shownView(feed(initialLog, timed));
    expect(logConfig.maxRows).toBe(500);
    expect(view.rows).toHaveLength(500);
    expect(view.rows[0]?.sinceFirst).toBe(200);
  });

  it('starts a new volume row once the old one has been dropped', () => {
    const timed: Array<[CallEvent, number]> = [
      [volume(0.1), 0],
      [{ type: 'call-start' }, 1],
      [{ type: 'call-end' }, 2],
      [volume(0.2), 3],
    ];
    const rows = shownView(feed(initialLog, timed, 2)).rows;
    expect(rows.map((r) => [r.type, r.count])).toEqual([
      ['call-end', 1],
      ['volume-level', 1],
    ]);
  });

  it('while paused shows the snapshot, counts (and folds) new events, and shows them on resume', () => {
    const paused = run([{ kind: 'event', event: { type: 'call-start' }, at: 0 }, { kind: 'pause' }]);
    const during = feed(paused, [
      [{ type: 'speech-start' }, 10],
      [volume(0.5), 20],
      [volume(0.6), 30],
    ]);
    expect(isPaused(during)).toBe(true);
    expect(shownView(during).rows.map((r) => r.type)).toEqual(['call-start']);
    expect(heldCount(during)).toBe(3);
    const resumed = reduceLog(during, { kind: 'resume' });
    expect(isPaused(resumed)).toBe(false);
    expect(heldCount(resumed)).toBe(0);
    expect(shownView(resumed).rows.map((r) => [r.type, r.count])).toEqual([
      ['call-start', 1],
      ['speech-start', 1],
      ['volume-level', 2],
    ]);
  });

  it('clears the log (and the snapshot when paused) and times from the next event', () => {
    const cleared = run([{ kind: 'event', event: { type: 'call-start' }, at: 0 }, { kind: 'pause' }, { kind: 'clear' }]);
    expect(shownView(cleared).rows).toEqual([]);
    expect(isPaused(cleared)).toBe(true);
    const after = reduceLog(reduceLog(cleared, { kind: 'event', event: { type: 'call-end' }, at: 900 }), { kind: 'resume' });
    expect(shownView(after).rows[0]).toMatchObject({ type: 'call-end', sinceFirst: 0 });
    expect(shownView(after).trace).toBeNull();
  });

  it('filters rows by hidden types and toggles a type on and off', () => {
    const view = shownView(
      feed(initialLog, [
        [{ type: 'call-start' }, 0],
        [volume(0.3), 1],
        [{ type: 'call-end' }, 2],
      ]),
    );
    const hidden = toggleType(new Set(), 'volume-level');
    expect(filterRows(view.rows, hidden).map((r) => r.type)).toEqual(['call-start', 'call-end']);
    expect(filterRows(view.rows, toggleType(hidden, 'volume-level'))).toBe(view.rows);
  });
});

describe('stepLog, the log machine’s move', () => {
  const one = reduceLog(initialLog, { kind: 'event', event: { type: 'call-start' }, at: 100 });
  const paused: LogState = { live: one.live, frozen: one.live };
  const table: [string, LogState, LogInput, LogState][] = [
    ['its start shows the log as it is', initialLog, { kind: 'started' }, initialLog],
    ['an event folds into the live log', initialLog, { kind: 'event', event: { type: 'call-start' }, at: 100 }, one],
    ['pause freezes what is on screen', one, { kind: 'pause' }, paused],
    ['resume shows the live log again', paused, { kind: 'resume' }, one],
    ['clear empties the log', one, { kind: 'clear' }, initialLog],
  ];

  it.each(table)('%s, with no toast and no effect', (_, state, input, next) => {
    expect(stepLog(state, input)).toEqual({ state: next, events: [], effects: [] });
  });
});
