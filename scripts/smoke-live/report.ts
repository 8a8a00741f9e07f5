// The smoke run's report: first the provider account against the repository (`provision --check`);
// then what the build's way of calling must refuse (the public key's restrictions, or the Worker's
// demo-call endpoint's admission), checked from the command line; then, for each browser, one row per
// step a real visitor's call goes through; then the verdict.

export type StepStatus = 'ok' | 'failed' | 'not reached';

export interface StepResult {
  name: string;
  status: StepStatus;
  detail: string;
}

/** The one row of the provider account: `npm run provision -- --check`. */
export const ACCOUNT_CHECK_NAME = 'as this repository says';

/** What the provider must refuse the public key, each asked with a plain HTTP request. */
export const KEY_CHECK_NAMES = ['foreign origin refused', 'ad-hoc assistant refused', 'not a private key'] as const;

/** What the Worker's demo-call endpoint must refuse before it asks the provider for anything. */
export const ENDPOINT_CHECK_NAMES = ['foreign origin refused', 'unsolved challenge refused'] as const;

/** Each way of calling, by the title of its checks' table. */
export const CHECK_TITLES = { key: 'public key restrictions', endpoint: 'demo-call endpoint' } as const;
export type CheckKind = keyof typeof CHECK_TITLES;

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
export type EndpointCheckName = (typeof ENDPOINT_CHECK_NAMES)[number];
export type StepName = (typeof STEP_NAMES)[number];

export type KeyReport = Record<KeyCheckName, StepResult>;
export type Report = Record<StepName, StepResult>;

/** The browsers a call is made in, by the name the report gives them. */
export const BROWSER_TITLES = { chromium: 'Chromium', firefox: 'Firefox ESR' } as const;
export type BrowserName = keyof typeof BROWSER_TITLES;

export interface RunReport {
  account: StepResult;
  checkKind: CheckKind;
  /** The checks of the build's way of calling, in their table's order. */
  checks: StepResult[];
  calls: Partial<Record<BrowserName, Report>>;
}

function notReached<N extends string>(names: readonly N[]): Record<N, StepResult> {
  const row = (name: N): StepResult => ({ name, status: 'not reached', detail: '' });
  return Object.fromEntries(names.map((name) => [name, row(name)])) as Record<N, StepResult>;
}

export function emptyReport(): Report {
  return notReached(STEP_NAMES);
}

/** A run before anything is asked: every row `not reached`. */
export function emptyRun(checkKind: CheckKind): RunReport {
  const names = checkKind === 'key' ? KEY_CHECK_NAMES : ENDPOINT_CHECK_NAMES;
  return { account: notReached([ACCOUNT_CHECK_NAME])[ACCOUNT_CHECK_NAME], checkKind, checks: Object.values(notReached(names)), calls: {} };
}

const allOk = (rows: Record<string, StepResult>) => Object.values(rows).every((row) => row.status === 'ok');

/** Whether a call passed: every step ok. */
export function passed(report: Report): boolean {
  return allOk(report);
}

/** Whether the run passed: the account as the repository says, every check ok, at least one call, and every call's every step ok. */
export function runPassed(run: RunReport): boolean {
  const calls = Object.values(run.calls);
  return [run.account, ...run.checks].every((row) => row.status === 'ok') && calls.length > 0 && calls.every(passed);
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
  const refused = run.checkKind === 'key' ? 'the key is restricted' : 'the demo-call endpoint refuses what it must';
  return [
    'smoke:live report',
    'provider account',
    ...table([run.account]),
    CHECK_TITLES[run.checkKind],
    ...table(run.checks),
    ...calls,
    runPassed(run)
      ? `PASSED: the account is as this repository says, ${refused}, and a visitor’s call works end to end.`
      : 'FAILED: see the rows above.',
  ].join('\n');
}
