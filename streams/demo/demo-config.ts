/** Tuning numbers of the hero demo, named in one place (spec section 9). */
export interface DemoConfig {
  /** Demo calls allowed per visitor's local day, per browser. */
  readonly maxAttemptsPerDay: number;
  /** localStorage key of the `{date, attempts}` record. */
  readonly attemptsStorageKey: string;
  /**
   * A start that has neither connected nor failed by then is abandoned with "Call Failed".
   * Longer than the call library's own worst case (3 bundle loads of 20 s, 3 s apart).
   */
  readonly connectTimeoutMs: number;
}

export const DEMO_CONFIG: DemoConfig = {
  maxAttemptsPerDay: 3,
  attemptsStorageKey: 'vestry.demo-attempts',
  connectTimeoutMs: 75_000,
};
