// npm run worker:dev: the demo Worker (worker/) in workerd through `wrangler dev`, on
// 127.0.0.1:WORKER_PORT (8787). Each of its variables and secrets comes from the environment when
// set, else from the development default below; they reach wrangler in an env file written to a
// temporary directory outside the repository, with the day's counts, both removed on exit (so each
// run starts with no calls counted). Arguments after `--` go to `wrangler dev`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The Worker's variables and secrets, with what a development run uses when the environment has none. */
export const WORKER_ENV_DEFAULTS: Record<string, string | undefined> = {
  // Cloudflare's documented test secret: every token passes (siteverify itself must be reachable).
  TURNSTILE_SECRET: '1x0000000000000000000000000000000AA',
  // A key for this run only: no provider account takes it.
  VAPI_PRIVATE_KEY: undefined,
  // Made for the run too: the visitors' hashes are keyed by a secret of their own.
  VISITOR_HASH_SECRET: undefined,
  // Unset: the provider's public API (which refuses the made key). A test points it at its stand-in.
  VAPI_API_BASE_URL: undefined,
  // Unset: Cloudflare's siteverify. A test points it at its stand-in.
  TURNSTILE_VERIFY_URL: undefined,
  SITE_ORIGIN: 'http://127.0.0.1:5173',
  DEMO_ASSISTANT_ID: 'asst_development',
  DAILY_CALLS_PER_VISITOR: '3',
  DAILY_CALLS_SITE_BUDGET: '50',
};

/** What a development run makes of its own when the environment does not set it. */
const MADE_FOR_THE_RUN = new Set(['VAPI_PRIVATE_KEY', 'VISITOR_HASH_SECRET']);

/** The env file's lines: the environment's value, else the default (a blank value counts as unset). */
export function workerEnvFile(env: NodeJS.ProcessEnv, makeKey: () => string): string {
  const lines: string[] = [];
  for (const [name, fallback] of Object.entries(WORKER_ENV_DEFAULTS)) {
    const value = env[name]?.trim() ? env[name] : MADE_FOR_THE_RUN.has(name) ? makeKey() : fallback;
    if (value === undefined) continue;
    if (/["\\\n\r]/.test(value)) throw new Error(`${name}: a value with a quote, a backslash or a line break cannot go in the env file`);
    lines.push(`${name}="${value}"`);
  }
  return `${lines.join('\n')}\n`;
}

function main(): void {
  const port = process.env.WORKER_PORT?.trim() || '8787';
  const dir = mkdtempSync(join(tmpdir(), 'vestry-worker-'));
  const envFile = join(dir, 'worker.env');
  writeFileSync(
    envFile,
    workerEnvFile(process.env, () => randomBytes(32).toString('hex')),
    { mode: 0o600 },
  );
  const wrangler = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));
  const args = [
    wrangler,
    'dev',
    '--config',
    fileURLToPath(new URL('../worker/wrangler.jsonc', import.meta.url)),
    '--ip',
    '127.0.0.1',
    '--port',
    port,
    '--env-file',
    envFile,
    '--persist-to',
    join(dir, 'state'),
    '--show-interactive-dev-session=false',
    ...process.argv.slice(2),
  ];
  const child = spawn(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    cleanUp();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
