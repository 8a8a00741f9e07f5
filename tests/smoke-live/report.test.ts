import { describe, expect, it } from 'vitest';
import {
  KEY_CHECK_NAMES,
  STEP_NAMES,
  emptyKeyReport,
  emptyReport,
  formatReport,
  passed,
  runPassed,
  type RunReport,
} from '../../scripts/smoke-live/report';

function allOk(): RunReport {
  const run: RunReport = { key: emptyKeyReport(), calls: { chromium: emptyReport(), firefox: emptyReport() } };
  for (const name of KEY_CHECK_NAMES) run.key[name] = { name, status: 'ok', detail: '' };
  for (const report of Object.values(run.calls)) for (const name of STEP_NAMES) report[name] = { name, status: 'ok', detail: '' };
  return run;
}

describe('the smoke:live report', () => {
  it('passes a call only when every step is ok', () => {
    const report = emptyReport();
    expect(passed(report)).toBe(false);
    for (const name of STEP_NAMES) report[name] = { name, status: 'ok', detail: '' };
    expect(passed(report)).toBe(true);
    report['CSP violations'] = { name: 'CSP violations', status: 'failed', detail: 'enforce connect-src wss://x.pluot.blue' };
    expect(passed(report)).toBe(false);
  });

  it('passes a run only when every key check and every call in every browser is ok', () => {
    expect(runPassed(allOk())).toBe(true);
    const keyFailed = allOk();
    keyFailed.key['foreign origin refused'] = { name: 'foreign origin refused', status: 'failed', detail: 'ACCEPTED 201' };
    expect(runPassed(keyFailed)).toBe(false);
    const firefoxFailed = allOk();
    firefoxFailed.calls.firefox!['assistant audio played'] = { name: 'assistant audio played', status: 'failed', detail: 'stuck' };
    expect(runPassed(firefoxFailed)).toBe(false);
    expect(runPassed({ key: allOk().key, calls: {} })).toBe(false);
  });

  it('is a table of the key checks, then of each browser’s call in a call’s order, then the verdict', () => {
    const run: RunReport = { key: emptyKeyReport(), calls: { chromium: emptyReport(), firefox: emptyReport() } };
    run.calls.chromium!['web call created'] = { name: 'web call created', status: 'ok', detail: '201 call_1' };
    const lines = formatReport(run).split('\n');
    const names = (from: number, count: number) => lines.slice(from, from + count).map((line) => line.split('|')[1]?.trim());
    expect(lines[0]).toBe('smoke:live report');
    expect(lines[1]).toBe('public key restrictions');
    expect(names(2, 3)).toEqual([...KEY_CHECK_NAMES]);
    expect(lines[5]).toBe('call in Chromium');
    expect(names(6, STEP_NAMES.length)).toEqual([...STEP_NAMES]);
    expect(lines[6]).toBe('| web call created       | ok          | 201 call_1');
    expect(lines[6 + STEP_NAMES.length]).toBe('call in Firefox ESR');
    expect(lines.at(-1)).toMatch(/^FAILED/);
  });
});
