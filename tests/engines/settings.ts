// Where the cross-engine run listens. VESTRY_PORT_OFFSET moves everything, so two checkouts can run side by side.
const offset = Number(process.env.VESTRY_PORT_OFFSET ?? 0);

export const engineSettings = {
  /**
   * The built simulated site, served as its static host serves it (with `dist/_headers`). Not
   * 4190: browsers refuse to load pages from the ports of other protocols (4190 is ManageSieve).
   */
  sitePort: 4192 + offset,
  /** WebKitWebDriver, one at a time. */
  webDriverPort: 4193 + offset,
  /**
   * The edge build (npm run build:engines-edge-test, whose demo calls this port's `/api/demo-call`)
   * with its stand-ins, served by edge-server.ts. Clear of the other suites' ports (see tests/e2e/worker-site.ts)
   * and bench:state's 4195.
   */
  edgeSitePort: 4194 + offset,
  /** Xvfb's display number (never :0 or :99, which a desktop or another suite may hold). */
  displayNumber: 100 + offset,
} as const;

/** Set by the global setup for the workers. */
export const SOUND_SERVER_ENV = 'VESTRY_ENGINES_SOUND_SERVER';
export const DISPLAY_ENV = 'VESTRY_ENGINES_DISPLAY';

export function fromSetup(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: run the engines suite through its config (npm run test:engines)`);
  return value;
}
