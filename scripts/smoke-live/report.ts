// The smoke run's report: one row per step a real visitor's call goes through, and the verdict.

export type StepStatus = 'ok' | 'failed' | 'not reached';

export interface StepResult {
  name: string;
  status: StepStatus;
  detail: string;
}

/** The steps, in the order a call takes them; each starts `not reached`. */
export const STEP_NAMES = [
  'web call created',
  'call machine loaded',
  'joined',
  'first assistant audio',
  'CSP violations',
  'page errors',
  'call ended',
] as const;

export type StepName = (typeof STEP_NAMES)[number];

export type Report = Record<StepName, StepResult>;

export function emptyReport(): Report {
  return Object.fromEntries(STEP_NAMES.map((name) => [name, { name, status: 'not reached', detail: '' }])) as Report;
}

/** Whether the run passed: every step ok. */
export function passed(report: Report): boolean {
  return STEP_NAMES.every((name) => report[name].status === 'ok');
}

export function formatReport(report: Report): string {
  const rows = STEP_NAMES.map((name) => report[name]);
  const width = Math.max(...rows.map((row) => row.name.length));
  const statusWidth = Math.max(...rows.map((row) => row.status.length));
  const lines = rows.map((row) => `| ${row.name.padEnd(width)} | ${row.status.padEnd(statusWidth)} | ${row.detail}`);
  return [
    'smoke:live report',
    ...lines,
    passed(report) ? 'PASSED: a visitor’s call works end to end.' : 'FAILED: see the rows above.',
  ].join('\n');
}
