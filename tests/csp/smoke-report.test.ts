import { describe, expect, it } from 'vitest';
import { STEP_NAMES, emptyReport, formatReport, passed } from '../../scripts/smoke-live/report';

describe('the smoke:live report', () => {
  it('passes only when every step is ok', () => {
    const report = emptyReport();
    expect(passed(report)).toBe(false);
    for (const name of STEP_NAMES) report[name] = { name, status: 'ok', detail: '' };
    expect(passed(report)).toBe(true);
    report['CSP violations'] = { name: 'CSP violations', status: 'failed', detail: 'enforce connect-src wss://x.pluot.blue' };
    expect(passed(report)).toBe(false);
  });

  it('is a table of the steps in a call’s order, then the verdict', () => {
    const report = emptyReport();
    report['web call created'] = { name: 'web call created', status: 'ok', detail: '201 call_1' };
    const lines = formatReport(report).split('\n');
    expect(lines[0]).toBe('smoke:live report');
    expect(lines.slice(1, -1).map((line) => line.split('|')[1]?.trim())).toEqual([...STEP_NAMES]);
    expect(lines[1]).toBe('| web call created      | ok          | 201 call_1');
    expect(lines.at(-1)).toMatch(/^FAILED/);
  });
});
