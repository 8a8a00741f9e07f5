/** Tuning numbers of the hero demo, named in one place (spec section 9). */
export interface DemoConfig {
  /** Demo calls allowed per visitor's local day, per browser. */
  readonly maxAttemptsPerDay: number;
  /** localStorage key of the `{date, attempts}` record. */
  readonly attemptsStorageKey: string;
}

export const DEMO_CONFIG: DemoConfig = {
  maxAttemptsPerDay: 3,
  attemptsStorageKey: 'vestry.demo-attempts',
};
