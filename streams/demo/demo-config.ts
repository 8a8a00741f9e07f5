import { STORAGE_KEYS } from '../shared';

/** Tuning numbers of the hero demo, named in one place (spec section 9). */
export interface DemoConfig {
  /** Demo calls allowed per visitor's local day, per browser. */
  readonly maxAttemptsPerDay: number;
  /** localStorage key of the `{date, attempts}` record. */
  readonly attemptsStorageKey: string;
  /** sessionStorage key that says the provider refused the demo during this visit. */
  readonly unavailableStorageKey: string;
  /**
   * A start that has neither connected nor failed by then is abandoned with "Call Failed".
   * Longer than the call library's own worst case (3 bundle loads of 20 s, 3 s apart).
   */
  readonly connectTimeoutMs: number;
}

export const DEMO_CONFIG: DemoConfig = {
  maxAttemptsPerDay: 3,
  attemptsStorageKey: STORAGE_KEYS.demoAttempts.key,
  unavailableStorageKey: STORAGE_KEYS.demoUnavailable.key,
  connectTimeoutMs: 75_000,
};
