import { describe, expect, it, vi } from 'vitest';
import { copyNotice, copyToClipboard } from '../../src/dev/copy-to-clipboard';
import { describeRow } from '../../src/dev/describe-event';
import { rowsToJson } from '../../src/dev/event-json';
import { initialLog, reduceLog, shownView } from '../../src/dev/event-log-model';
import { formatOffset } from '../../src/dev/format-offset';
import type { CallEvent } from '../../streams/call/call-events';
import { failingStart, volume } from './call-events';

function rowsOf(events: CallEvent[]) {
  return shownView(events.reduce((s, event, i) => reduceLog(s, { kind: 'event', event, at: i * 1000 }), initialLog)).rows;
}

describe('copying and describing rows', () => {
  it('serialises rows to JSON, errors as plain objects and cycles without throwing', () => {
    const cyclic: { type: string; [key: string]: unknown } = { type: 'odd' };
    cyclic.self = cyclic;
    const rows = rowsOf([
      { type: 'camera-error', error: new Error('no camera') },
      { type: 'message', message: cyclic },
      volume(0.1),
      volume(0.4),
    ]);
    const parsed = JSON.parse(rowsToJson(rows)) as Array<Record<string, unknown>>;
    expect(parsed).toHaveLength(3);
    expect(parsed[0]).toMatchObject({
      sinceFirstMs: 0,
      sinceStartMs: null,
      event: { type: 'camera-error', error: { name: 'Error', message: 'no camera' } },
    });
    expect(parsed[1]).toMatchObject({ event: { message: { type: 'odd', self: '[Circular or repeated]' } } });
    expect(parsed[2]).toMatchObject({ count: 2, lastSinceFirstMs: 3000, event: { volume: 0.4 } });
  });

  it('reports copied, unavailable and failed without throwing', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    await expect(copyToClipboard('x', { writeText })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('x');
    await expect(copyToClipboard('x', undefined)).resolves.toBe('unavailable');
    await expect(copyToClipboard('x', { writeText: () => Promise.reject(new Error('denied')) })).resolves.toBe('failed');
    expect(copyNotice('copied', 3)).toBe('Copied 3 events');
    expect(copyNotice('copied', 1)).toBe('Copied 1 event');
    expect(copyNotice('unavailable', 2)).toMatch(/^Clipboard unavailable/);
  });

  it('describes rows in one line: stages, failures, folded volume', () => {
    const rows = rowsOf([...failingStart(), volume(0.25), volume(0.5)]);
    expect(describeRow(rows[5]!)).toBe('daily-call-join failed in 300 ms {"error":"join refused"}');
    expect(describeRow(rows[6]!)).toBe('failed at daily-call-join after 420 ms: join refused');
    expect(describeRow(rows[7]!)).toBe('latest level 0.50 · 2 updates, last at +8.000 s');
    expect(formatOffset(1234)).toBe('+1.234 s');
    expect(formatOffset(null)).toBe('—');
  });
});
