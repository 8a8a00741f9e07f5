import { Subject, defer, distinctUntilChanged, map, merge, of, repeat, timer, type Observable, type SchedulerLike } from 'rxjs';
import { DEMO_CONFIG, type DemoConfig } from './demo-config';
import { attemptsUsedOn, parseAttemptRecord, type AttemptRecord } from './attempt-record';
import { createSafeStorage } from '../shared';

export interface AttemptStore {
  /** Attempts used today: on subscribe, after each `consume()`, and again at local midnight. */
  readonly attempts$: Observable<number>;
  /** Uses one attempt (never beyond the daily limit); returns the count used today after it. */
  consume(): number;
  /** Gives back one of today's attempts (a start that failed before connecting); returns the count after it. */
  refund(): number;
  /** Attempts used today, read now. */
  used(): number;
}

export interface AttemptStoreDeps {
  /** `localStorage`, or `undefined` where there is none; see `tryGetStorage`. */
  readonly storage: Storage | undefined;
  /** The clock (`now()`) and the midnight timer. */
  readonly scheduler: SchedulerLike;
  readonly config?: DemoConfig;
}

/** The daily demo-attempt counter (spec sections 3, 4, 9). Never throws, whatever the storage does. */
export function createAttemptStore({ storage, scheduler, config = DEMO_CONFIG }: AttemptStoreDeps): AttemptStore {
  const safe = createSafeStorage(storage);
  const { attemptsStorageKey: key, maxAttemptsPerDay: max } = config;
  const changed = new Subject<void>();

  const usedOn = (today: string) => attemptsUsedOn(parseAttemptRecord(safe.get(key)), today, max);
  const used = () => usedOn(toLocalDay(scheduler.now()));

  const change = (by: number) => {
    const today = toLocalDay(scheduler.now());
    const record: AttemptRecord = { date: today, attempts: Math.max(0, Math.min(usedOn(today) + by, max)) };
    safe.set(key, JSON.stringify(record));
    changed.next();
    return record.attempts;
  };

  const attempts$ = merge(of(undefined), changed, everyLocalMidnight(scheduler)).pipe(map(used), distinctUntilChanged());

  return { attempts$, consume: () => change(1), refund: () => change(-1), used };
}

/** The visitor's local day of `epochMs` as YYYY-MM-DD. */
export function toLocalDay(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Milliseconds from `epochMs` to the next local midnight (DST-aware via the Date constructor). */
export function msUntilNextLocalDay(epochMs: number): number {
  const date = new Date(epochMs);
  const nextMidnight = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
  return nextMidnight - epochMs;
}

/** Emits at every local midnight, measured on the scheduler's clock; never completes. */
export function everyLocalMidnight(scheduler: SchedulerLike): Observable<0> {
  // defer: each round measures afresh, so DST days (23 h / 25 h) land on midnight.
  return defer(() => timer(msUntilNextLocalDay(scheduler.now()), scheduler)).pipe(repeat());
}
