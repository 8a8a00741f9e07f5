// The real demo-token Worker (worker/, in workerd through `npm run worker:dev`) for the `worker`
// project: the token build (npm run build:worker-test) asks it for each call's bearer. Two Workers
// run, one with the day's budget and one with none; Turnstile's siteverify is a stand-in
// (siteverify-stand-in.mjs) that passes the tokens of the Turnstile stand-in script.

export const WORKER_TEST = {
  /** A key for tests only: the provider stand-in verifies the Worker's tokens with it. */
  privateKey: 'vestry-worker-test-key-not-a-secret-0123456789',
  orgId: 'org_vestry_worker_test',
  assistantId: 'asst_live_test',
  turnstileSecret: 'vestry-worker-test-turnstile-secret',
} as const;

export interface WorkerPorts {
  readonly site: number;
  /** The Worker with a budget of 50 a day; the build's VITE_DEMO_TOKEN_URL names it. */
  readonly worker: number;
  /** The same Worker with a budget of 0. */
  readonly spentWorker: number;
  readonly siteverify: number;
}

/** Ports clear of the other projects' (4173-4178, 5174), smoke:live's (4179, 4181), Lighthouse's (4180), the shots' (4185), the engines' (4190-4193) and worker:dev's default 8787. */
export function workerPorts(offset: number): WorkerPorts {
  return { site: 4186 + offset, worker: 8790 + offset, spentWorker: 8791 + offset, siteverify: 8792 + offset };
}

export const tokenUrl = (port: number): string => `http://127.0.0.1:${port}/api/demo-token`;

/** The Worker's environment for `npm run worker:dev`. */
export function workerEnv(ports: WorkerPorts, budget: number): Record<string, string> {
  return {
    WORKER_PORT: String(budget > 0 ? ports.worker : ports.spentWorker),
    SITE_ORIGIN: `http://127.0.0.1:${ports.site}`,
    TURNSTILE_VERIFY_URL: `http://127.0.0.1:${ports.siteverify}/siteverify`,
    TURNSTILE_SECRET: WORKER_TEST.turnstileSecret,
    VAPI_PRIVATE_KEY: WORKER_TEST.privateKey,
    VAPI_ORG_ID: WORKER_TEST.orgId,
    DEMO_ASSISTANT_ID: WORKER_TEST.assistantId,
    DAILY_CALLS_PER_VISITOR: '3',
    DAILY_CALLS_SITE_BUDGET: String(budget),
  };
}
