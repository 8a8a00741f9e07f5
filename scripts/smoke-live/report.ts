// The smoke run's report: first the public key's restrictions, checked from the command line; then,
// for each browser, one row per step a real visitor's call goes through; then the verdict.

export type StepStatus = 'ok' | 'failed' | 'not reached';

export interface StepResult {
  name: string;
  status: StepStatus;
  detail: string;
}

/** What the provider must refuse the public key, each asked with a plain HTTP request. */
export const KEY_CHECK_NAMES = ['foreign origin refused', 'ad-hoc assistant refused', 'not a private key'] as const;

/** The steps, in the order a call takes them; each starts `not reached`. */
export const STEP_NAMES = [
  'web call created',
  'call machine loaded',
  'joined',
  'first assistant audio',
  'assistant audio played',
  'CSP violations',
  'page errors',
  'call ended',
] as const;

export type KeyCheckName = (typeof KEY_CHECK_NAMES)[number];
export type StepName = (typeof STEP_NAMES)[number];

export type KeyReport = Record<KeyCheckName, StepResult>;
export type Report = Record<StepName, StepResult>;

/** The browsers a call is made in, by the name the report gives them. */
export const BROWSER_TITLES = { chromium: 'Chromium', firefox: 'Firefox ESR' } as const;
export type BrowserName = keyof typeof BROWSER_TITLES;

export interface RunReport {
  key: KeyReport;
  calls: Partial<Record<BrowserName, Report>>;
}

function notReached<N extends string>(names: readonly N[]): Record<N, StepResult> {
  const row = (name: N): StepResult => ({ name, status: 'not reached', detail: '' });
  return Object.fromEntries(names.map((name) => [name, row(name)])) as Record<N, StepResult>;
}

export function emptyReport(): Report {
  return notReached(STEP_NAMES);
}

export function emptyKeyReport(): KeyReport {
  return notReached(KEY_CHECK_NAMES);
}

const allOk = (rows: Record<string, StepResult>) => Object.values(rows).every((row) => row.status === 'ok');

/** Whether a call passed: every step ok. */
export function passed(report: Report): boolean {
  return allOk(report);
}

/** Whether the run passed: every key check ok, at least one call, and every call's every step ok. */
export function runPassed(run: RunReport): boolean {
  const calls = Object.values(run.calls);
  return allOk(run.key) && calls.length > 0 && calls.every(passed);
}

function table(rows: readonly StepResult[]): string[] {
  const width = Math.max(...rows.map((row) => row.name.length));
  const statusWidth = Math.max(...rows.map((row) => row.status.length));
  return rows.map((row) => `| ${row.name.padEnd(width)} | ${row.status.padEnd(statusWidth)} | ${row.detail}`);
}

export function formatReport(run: RunReport): string {
  const calls = (Object.keys(BROWSER_TITLES) as BrowserName[]).flatMap((browser) => {
    const report = run.calls[browser];
    return report ? [`call in ${BROWSER_TITLES[browser]}`, ...table(STEP_NAMES.map((name) => report[name]))] : [];
  });
  return [
    'smoke:live report',
    'public key restrictions',
    ...table(KEY_CHECK_NAMES.map((name) => run.key[name])),
    ...calls,
    runPassed(run) ? 'PASSED: the key is restricted, and a visitor’s call works end to end.' : 'FAILED: see the rows above.',
  ].join('\n');
}
