import { describe, expect, it } from 'vitest';
import {
  ENDPOINT_CHECK_NAMES,
  KEY_CHECK_NAMES,
  STEP_NAMES,
  emptyReport,
  emptyRun,
  formatReport,
  passed,
  runPassed,
  type RunReport,
} from '../../scripts/smoke-live/report';

function allOk(): RunReport {
  const run: RunReport = { ...emptyRun('key'), calls: { chromium: emptyReport(), firefox: emptyReport() } };
  run.account = { ...run.account, status: 'ok' };
  run.checks = KEY_CHECK_NAMES.map((name) => ({ name, status: 'ok', detail: '' }));
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

  it('passes a run only when the account, every check and every call in every browser is ok', () => {
    expect(runPassed(allOk())).toBe(true);
    const keyFailed = allOk();
    keyFailed.checks[0] = { name: 'foreign origin refused', status: 'failed', detail: 'ACCEPTED 201' };
    expect(runPassed(keyFailed)).toBe(false);
    const accountFailed = allOk();
    accountFailed.account = { ...accountFailed.account, status: 'failed', detail: 'assistant maxDurationSeconds' };
    expect(runPassed(accountFailed)).toBe(false);
    const firefoxFailed = allOk();
    firefoxFailed.calls.firefox!['assistant audio played'] = { name: 'assistant audio played', status: 'failed', detail: 'stuck' };
    expect(runPassed(firefoxFailed)).toBe(false);
    expect(runPassed({ ...allOk(), calls: {} })).toBe(false);
  });

  it('is a table of the account, then of the key checks, then of each browser’s call in a call’s order, then the verdict', () => {
    const run: RunReport = { ...emptyRun('key'), calls: { chromium: emptyReport(), firefox: emptyReport() } };
    run.calls.chromium!['web call created'] = { name: 'web call created', status: 'ok', detail: '201 call_1' };
    const lines = formatReport(run).split('\n');
    const names = (from: number, count: number) => lines.slice(from, from + count).map((line) => line.split('|')[1]?.trim());
    expect(lines[0]).toBe('smoke:live report');
    expect(lines[1]).toBe('provider account');
    expect(names(2, 1)).toEqual(['as this repository says']);
    expect(lines[3]).toBe('public key restrictions');
    expect(names(4, 3)).toEqual([...KEY_CHECK_NAMES]);
    expect(lines[7]).toBe('call in Chromium');
    expect(names(8, STEP_NAMES.length)).toEqual([...STEP_NAMES]);
    expect(lines[8]).toBe('| web call created       | ok          | 201 call_1');
    expect(lines[8 + STEP_NAMES.length]).toBe('call in Firefox ESR');
    expect(lines.at(-1)).toMatch(/^FAILED/);
  });

  it('for an edge build, tables the demo-call endpoint’s checks in the key checks’ place, and says so when it passes', () => {
    const run: RunReport = { ...emptyRun('endpoint'), calls: { chromium: emptyReport() } };
    expect(run.checks.map((row) => row.name)).toEqual([...ENDPOINT_CHECK_NAMES]);
    run.account = { ...run.account, status: 'ok' };
    run.checks = run.checks.map((row) => ({ ...row, status: 'ok' }));
    for (const name of STEP_NAMES) run.calls.chromium![name] = { name, status: 'ok', detail: '' };
    const lines = formatReport(run).split('\n');
    expect(lines[3]).toBe('demo-call endpoint');
    expect(lines.at(-1)).toBe(
      'PASSED: the account is as this repository says, the demo-call endpoint refuses what it must, and a visitor’s call works end to end.',
    );
  });
});
