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
  attemptsStorageKey: 'vestry.demo-attempts',
  unavailableStorageKey: 'vestry.demo-unavailable',
  connectTimeoutMs: 75_000,
};
