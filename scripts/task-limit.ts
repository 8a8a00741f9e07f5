// The long-task guard's measure (scripts/long-tasks.ts): its calibration's source and its verdict, apart
// from the browser so that a unit test holds them.

/** The limit is this share of the calibration's time: 42-75 ms of its 210-370 ms at 4x on the two-core machine. */
export const LIMIT_SHARE = 1 / 5;
/** The calibration's source: distinct functions, each compiled and called once, as a chunk's code is at load. */
export function calibrationSource(functions: number): string {
  const lines: string[] = [];
  for (let index = 0; index < functions; index += 1)
    lines.push(
      `function f${index}(o){const next={id:o.id+${index},name:o.name.slice(-12)+'${index % 10}',list:o.list.length>8?[${index}]:o.list.concat(${index})};return next.id%3?next:{...next,extra:[next.name,${index}]};}`,
    );
  lines.push(`let o={id:0,name:'start',list:[]};`);
  for (let index = 0; index < functions; index += 1) lines.push(`o=f${index}(o);`);
  lines.push('globalThis.calibrated = o.id;');
  return lines.join('\n');
}

export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export interface GuardRun {
  readonly calibrationMs: number;
  /** The longest task of script of each part, ms. */
  readonly loadMs: number;
  /** The press to "Connected". */
  readonly startMs: number;
  /** From "Connected" on. */
  readonly callMs: number;
}

/**
 * Each part's longest script task over its run's limit, the median of the runs. The load's and the whole call's
 * over 1 fail. The call is judged from the press, its start and its time connected together (the larger of the
 * two in each run): a long task at the moment it connects falls on either side of the mark from run to run,
 * and would escape a median of each side alone. The start and the time connected are given apart to be printed.
 */
export function verdict(runs: readonly GuardRun[]): { load: number; start: number; connected: number; call: number } {
  if (runs.length === 0) throw new Error('No run to judge: the guard needs at least one.');
  const over = (ms: (run: GuardRun) => number) => median(runs.map((run) => ms(run) / (run.calibrationMs * LIMIT_SHARE)));
  return {
    load: over((run) => run.loadMs),
    start: over((run) => run.startMs),
    connected: over((run) => run.callMs),
    call: over((run) => Math.max(run.startMs, run.callMs)),
  };
}
