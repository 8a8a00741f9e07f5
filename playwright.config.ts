import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { PROJECT_NAMES, projectsToServe, type ProjectName } from './tests/e2e/projects.ts';
import { WORKER_TEST, workerEnv, workerPorts } from './tests/e2e/worker-site.ts';

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reuse = !process.env.CI;

// Eight sites: the default build (simulated assistant), a keyed build (live provider, its API
// fulfilled by the tests), an edge build whose calls the Worker's demo-call endpoint makes (the
// endpoint and Turnstile fulfilled by the tests), the same against the real Worker in workerd, a
// build that counts visits (VITE_PLAUSIBLE_DOMAIN, its analytics host fulfilled by the tests), a
// simulated build that sends messages (VITE_CONTACT_ENDPOINT, fulfilled by the tests), the default
// build behind Debian's nginx with the server block the build ships, and the dev server (for the dev-only event log). A run starts only the servers of the
// projects it runs (see `projectsToServe`), so one spec needs one build.
// VESTRY_PORT_OFFSET lets two checkouts run their suites side by side on one machine.
const offset = Number(process.env.VESTRY_PORT_OFFSET ?? 0);
const SIMULATED_PORT = 4173 + offset;
const LIVE_PORT = 4175 + offset;
const ANALYTICS_PORT = 4176 + offset;
const NGINX_PORT = 4177 + offset;
// nginx's plain-HTTP server, which redirects to HTTPS.
const NGINX_HTTP_PORT = 4178 + offset;
const EDGE_PORT = 4174 + offset;
const SENDS_PORT = 4187 + offset;
const DEV_PORT = 5174 + offset;
const WORKER = workerPorts(offset);

const serving = projectsToServe(process.argv, process.env);

type WebServer = NonNullable<PlaywrightTestConfig['webServer']> extends infer T ? (T extends readonly (infer One)[] ? One : T) : never;

/** The Worker as `npm run worker:dev` runs it, with the test's values; never reused: each run counts from zero. */
function demoCallWorker(budget: number): WebServer {
  const env = workerEnv(WORKER, budget);
  return { command: 'npx tsx scripts/worker-dev.ts', env, port: Number(env.WORKER_PORT), reuseExistingServer: false, timeout: 60_000 };
}

const servers: Record<ProjectName, WebServer | WebServer[]> = {
  // Served as a static host serves them: real files, else 404.html with status 404.
  simulated: {
    command: `node scripts/serve-dist.mjs dist ${SIMULATED_PORT}`,
    url: `http://127.0.0.1:${SIMULATED_PORT}/`,
    reuseExistingServer: reuse,
    timeout: 30_000,
  },
  live: {
    command: `node scripts/serve-dist.mjs dist-live ${LIVE_PORT}`,
    url: `http://127.0.0.1:${LIVE_PORT}/`,
    reuseExistingServer: reuse,
    timeout: 30_000,
  },
  edge: {
    command: `node scripts/serve-dist.mjs dist-edge ${EDGE_PORT}`,
    url: `http://127.0.0.1:${EDGE_PORT}/`,
    reuseExistingServer: reuse,
    timeout: 30_000,
  },
  // The edge build against the real Worker (worker/) in workerd, Turnstile's siteverify and the provider's API stood in.
  worker: [
    {
      command: `node tests/e2e/siteverify-stand-in.mjs ${WORKER.siteverify} ${WORKER_TEST.turnstileSecret}`,
      port: WORKER.siteverify,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node tests/e2e/provider-stand-in.mjs ${WORKER.provider} ${WORKER_TEST.privateKey}`,
      port: WORKER.provider,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    demoCallWorker(50),
    demoCallWorker(0),
    {
      command: `node scripts/serve-dist.mjs dist-worker ${WORKER.site}`,
      url: `http://127.0.0.1:${WORKER.site}/`,
      reuseExistingServer: reuse,
      timeout: 30_000,
    },
  ],
  sends: {
    command: `node scripts/serve-dist.mjs dist-sends ${SENDS_PORT}`,
    url: `http://127.0.0.1:${SENDS_PORT}/`,
    reuseExistingServer: reuse,
    timeout: 30_000,
  },
  analytics: {
    command: `node scripts/serve-dist.mjs dist-analytics ${ANALYTICS_PORT}`,
    url: `http://127.0.0.1:${ANALYTICS_PORT}/`,
    reuseExistingServer: reuse,
    timeout: 30_000,
  },
  // nginx -t first, then nginx in the foreground; SIGTERM stops it by its PID (scripts/serve-nginx.mjs).
  // HTTPS with a self-signed certificate made for the run.
  nginx: {
    command: `node scripts/serve-nginx.mjs dist ${NGINX_PORT} ${NGINX_HTTP_PORT}`,
    url: `https://127.0.0.1:${NGINX_PORT}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: reuse,
    timeout: 30_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
  dev: {
    command: `npx vite --host 127.0.0.1 --port ${DEV_PORT} --strictPort`,
    url: `http://127.0.0.1:${DEV_PORT}/`,
    reuseExistingServer: reuse,
    timeout: 60_000,
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A test that passes only on a second try is a failure to fix, for whoever runs it (CI or not).
  retries: 0,
  failOnFlakyTests: true,
  reporter: [['list']],
  // Backstops for a hang, with room for a busy machine (npm run test:load): no test waits on time alone.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // The DOM at each step of a failed test, without the screencast: its frames cost the browser and GPU
    // processes over half the suite's CPU (typing.spec: 340 s of CPU with them, 134 s without).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--autoplay-policy=no-user-gesture-required',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  projects: [
    {
      name: 'simulated',
      testIgnore: [
        'live-*.spec.ts',
        'edge-*.spec.ts',
        'worker-*.spec.ts',
        'analytics-*.spec.ts',
        'sends-*.spec.ts',
        'dev-*.spec.ts',
        'nginx-*.spec.ts',
      ],
      use: { baseURL: `http://127.0.0.1:${SIMULATED_PORT}` },
    },
    { name: 'live', testMatch: 'live-*.spec.ts', use: { baseURL: `http://127.0.0.1:${LIVE_PORT}` } },
    { name: 'edge', testMatch: 'edge-*.spec.ts', use: { baseURL: `http://127.0.0.1:${EDGE_PORT}` } },
    { name: 'worker', testMatch: 'worker-*.spec.ts', use: { baseURL: `http://127.0.0.1:${WORKER.site}` } },
    { name: 'analytics', testMatch: 'analytics-*.spec.ts', use: { baseURL: `http://127.0.0.1:${ANALYTICS_PORT}` } },
    { name: 'sends', testMatch: 'sends-*.spec.ts', use: { baseURL: `http://127.0.0.1:${SENDS_PORT}` } },
    {
      name: 'nginx',
      testMatch: 'nginx-*.spec.ts',
      use: { baseURL: `https://127.0.0.1:${NGINX_PORT}`, ignoreHTTPSErrors: true },
      metadata: { httpPort: NGINX_HTTP_PORT },
    },
    { name: 'dev', testMatch: 'dev-*.spec.ts', use: { baseURL: `http://127.0.0.1:${DEV_PORT}` } },
  ],
  webServer: PROJECT_NAMES.filter((name) => serving.has(name)).flatMap((name) => servers[name]),
});
