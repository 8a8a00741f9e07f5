// The real demo-call Worker (worker/, in workerd through `npm run worker:dev`) for the `worker`
// project: the edge build (npm run build:worker-test) asks it for each call, and the Worker asks the
// provider's stand-in (provider-stand-in.mjs) with its private key. Two Workers run, one with the
// day's budget and one with none; Turnstile's siteverify is a stand-in (siteverify-stand-in.mjs) that
// passes the tokens of the Turnstile stand-in script.

export const WORKER_TEST = {
  /** A key for tests only: the provider stand-in takes no other. */
  privateKey: 'vestry-worker-test-key-not-a-secret-0123456789',
  assistantId: 'asst_live_test',
  turnstileSecret: 'vestry-worker-test-turnstile-secret',
} as const;

export interface WorkerPorts {
  readonly site: number;
  /** The Worker with a budget of 50 a day; the build's VITE_DEMO_CALL_URL names it. */
  readonly worker: number;
  /** The same Worker with a budget of 0. */
  readonly spentWorker: number;
  readonly siteverify: number;
  readonly provider: number;
}

/** Ports clear of the other projects' (4173-4178, 5174), smoke:live's (4179, 4181-4183), Lighthouse's (4180, 4188, 4189), the shots' (4185), the sends project's (4187), the engines' (4192-4194), bench:state's (4195), bench:tasks' (4196) and worker:dev's default 8787. */
export function workerPorts(offset: number): WorkerPorts {
  return { site: 4186 + offset, worker: 8790 + offset, spentWorker: 8791 + offset, siteverify: 8792 + offset, provider: 8793 + offset };
}

export const callUrl = (port: number): string => `http://127.0.0.1:${port}/api/demo-call`;

/** The Worker's environment for `npm run worker:dev`. */
export function workerEnv(ports: WorkerPorts, budget: number): Record<string, string> {
  return {
    WORKER_PORT: String(budget > 0 ? ports.worker : ports.spentWorker),
    SITE_ORIGIN: `http://127.0.0.1:${ports.site}`,
    TURNSTILE_VERIFY_URL: `http://127.0.0.1:${ports.siteverify}/siteverify`,
    TURNSTILE_SECRET: WORKER_TEST.turnstileSecret,
    VAPI_PRIVATE_KEY: WORKER_TEST.privateKey,
    VAPI_API_BASE_URL: `http://127.0.0.1:${ports.provider}`,
    DEMO_ASSISTANT_ID: WORKER_TEST.assistantId,
    DAILY_CALLS_PER_VISITOR: '3',
    DAILY_CALLS_SITE_BUDGET: String(budget),
  };
}

/** What the provider's stand-in was asked, in order. */
export interface ProviderCall {
  readonly keyed: boolean;
  readonly body: unknown;
  readonly origin: string | null;
}

export async function providerCalls(ports: WorkerPorts): Promise<ProviderCall[]> {
  const response = await fetch(`http://127.0.0.1:${ports.provider}/calls`);
  return (await response.json()) as ProviderCall[];
}
