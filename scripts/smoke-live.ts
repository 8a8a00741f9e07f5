// npm run smoke:live: for whoever holds the real keys. Builds the keyed site from the environment
// (or .env.local), serves it as a static host does (scripts/serve-dist.mjs, with its headers),
// drives Debian's Chromium with a fake microphone speaking a short sentence, presses Start Demo
// Call, and reports each step of the call. Exits 1 on any failed step; exits 2 at once, naming
// them, when variables are missing. Options:
//   --site <dir>         serve a keyed build already made instead of building into dist-smoke/
//   --stand-in           local stand-ins of the provider API and of the call-machine bundle, in
//                        place of the real services (proves this script, not the services)
//   --join-timeout <s>   how long to wait for the call to connect (default 30)
import { spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { readSiteEnv, siteConfigOrExit } from '../config/load-site-config';
import { KEYED_BUILD_VARIABLES } from '../config/site-config';
import { makeVoiceFixtures } from './make-voice-fixtures';
import { startProviderStandIn } from './smoke-live/provider-stand-in';
import { emptyReport, formatReport, passed, type Report, type StepName } from './smoke-live/report';

/** The speech pipeline's threshold, on the scaled level the page's volume meter shows (spec section 9). */
const SPEECH_THRESHOLD = 0.01;
const offset = Number(process.env.VESTRY_PORT_OFFSET ?? 0);
const SITE_PORT = 4179 + offset;
const STAND_IN_PORT = 4181 + offset;
// A stand-in for Daily's call-machine bundle: it runs (so the policy let it), but it does not speak
// Daily's protocol, so a call never connects through it.
const STAND_IN_CALL_MACHINE = 'window.vestrySmokeCallMachine = "stand-in";';

const { values: options } = parseArgs({
  options: { site: { type: 'string' }, 'stand-in': { type: 'boolean' }, 'join-timeout': { type: 'string' } },
});
const env = readSiteEnv('production');
const missing = KEYED_BUILD_VARIABLES.filter((name) => !env[name]?.trim());
if (missing.length > 0) {
  console.error(
    `smoke:live needs the keys of a live site; missing or blank: ${missing.join(', ')}. Set them in the environment or .env.local.`,
  );
  process.exit(2);
}
const site = siteConfigOrExit(env, 2);
const standIn = options['stand-in'] === true;
const joinTimeout = Number(options['join-timeout'] ?? 30) * 1000;
const apiOrigin = new URL(site.apiBaseUrl).origin;
const report: Report = emptyReport();
const set = (step: StepName, status: Report[StepName]['status'], detail: string) => void (report[step] = { name: step, status, detail });
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function buildSite(): string {
  const outDir = 'dist-smoke';
  const built = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env: { ...process.env, VESTRY_OUT_DIR: outDir } });
  if (built.status !== 0) throw new Error('the keyed build failed (see above)');
  return outDir;
}

async function serve(dir: string) {
  const server = spawn('node', ['scripts/serve-dist.mjs', dir, String(SITE_PORT)], { stdio: ['ignore', 'ignore', 'inherit'] });
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if (
      await fetch(`http://127.0.0.1:${SITE_PORT}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGTERM');
  throw new Error(`the site did not answer on port ${SITE_PORT}`);
}

/** Every host but this machine is refused, the provider's API goes to the stand-in, and Daily's CDN answers the stand-in bundle. */
async function routeToStandIns(context: BrowserContext): Promise<void> {
  // Later routes are tried first.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  await context.route(
    (url) => url.origin === apiOrigin,
    async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: `http://127.0.0.1:${STAND_IN_PORT}${url.pathname}${url.search}` }) });
    },
  );
  await context.route(
    (url) => /^c\.daily(webrtc)?\.(co|com|net)$/.test(url.hostname),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        headers: { 'access-control-allow-origin': '*' },
        body: STAND_IN_CALL_MACHINE,
      }),
  );
}

/** Watches what the page does on the network, its errors and its policy violations. */
async function watch(context: BrowserContext, page: Page, violations: string[], errors: string[]): Promise<void> {
  await context.exposeBinding('vestrySmokeViolation', (_source, text: string) => void violations.push(text));
  // Injected through the DevTools protocol, so the page's policy does not apply to this listener.
  await context.addInitScript(() => {
    const report = (window as unknown as { vestrySmokeViolation: (text: string) => void }).vestrySmokeViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.disposition} ${event.effectiveDirective} ${event.blockedURI || 'inline'}`),
    );
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(response.url()).pathname.endsWith('/call/web')) {
      const ok = response.status() >= 200 && response.status() < 300;
      void response
        .text()
        .then((body) =>
          set(
            'web call created',
            ok ? 'ok' : 'failed',
            `${response.status()} ${ok ? (/"id":"([^"]+)"/.exec(body)?.[1] ?? '') : body.slice(0, 120)}`,
          ),
        );
    }
    if (/\/call-machine-object-bundle\.js/.test(response.url())) {
      set('call machine loaded', response.ok() ? 'ok' : 'failed', `${response.status()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    const why = `${request.failure()?.errorText ?? 'failed'}: ${request.url()}`;
    if (new URL(request.url()).pathname.endsWith('/call/web')) set('web call created', 'failed', why);
    if (/\/call-machine-object-bundle\.js/.test(request.url())) set('call machine loaded', 'failed', why);
  });
}

const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });

/** Presses Start Demo Call and follows the call: joined, the assistant heard, ended. */
async function call(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Demo Call' }).click();
  const pressed = Date.now();
  const connected = page.getByText('Connected - AI is listening');
  const failed = toast(page, 'Call Failed');
  const outcome = await connected
    .or(failed)
    .first()
    .waitFor({ timeout: joinTimeout })
    .then(
      async () => ((await connected.isVisible()) ? 'joined' : 'failed'),
      () => 'timeout',
    );
  if (outcome !== 'joined') {
    set(
      'joined',
      'failed',
      outcome === 'failed' ? `"Call Failed" after ${seconds(Date.now() - pressed)}` : `not connected within ${seconds(joinTimeout)}`,
    );
    return;
  }
  const joinedAt = Date.now();
  set('joined', 'ok', `after ${seconds(joinedAt - pressed)}`);
  const level = page.getByTestId('volume-meter').locator('[data-volume]');
  const heard = await page
    .waitForFunction(
      (threshold) => Number(document.querySelector('[data-testid="volume-meter"] [data-volume]')?.getAttribute('data-volume')) > threshold,
      SPEECH_THRESHOLD,
      { timeout: 20_000 },
    )
    .then(
      () => true,
      () => false,
    );
  set(
    'first assistant audio',
    heard ? 'ok' : 'failed',
    heard
      ? `level ${await level.getAttribute('data-volume')} after ${seconds(Date.now() - joinedAt)}`
      : `nothing above ${SPEECH_THRESHOLD} within 20 s`,
  );
  // Let the visitor's recording answer once, then hang up (unless the assistant already has).
  await page.waitForTimeout(5_000);
  const endButton = page.getByRole('button', { name: 'End Call' });
  if (await endButton.isVisible()) await endButton.click();
  const ended = await toast(page, 'Call Ended')
    .or(toast(page, 'Call Error'))
    .first()
    .waitFor({ timeout: 15_000 })
    .then(
      async () => ((await toast(page, 'Call Ended').isVisible()) ? 'ok' : `"Call Error": ${await toast(page, 'Call Error').innerText()}`),
      () => 'no "Call Ended" within 15 s',
    );
  set(
    'call ended',
    ended === 'ok' ? 'ok' : 'failed',
    ended === 'ok' ? `"Call Ended" after ${seconds(Date.now() - joinedAt)} connected` : ended,
  );
}

async function main(): Promise<number> {
  const site = options.site ?? buildSite();
  const server = await serve(site);
  const api = standIn ? await startProviderStandIn(STAND_IN_PORT) : undefined;
  const violations: string[] = [];
  const errors: string[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${makeVoiceFixtures().speech}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${SITE_PORT}` });
    if (standIn) await routeToStandIns(context);
    const page = await context.newPage();
    await watch(context, page, violations, errors);
    await call(page);
    await page.waitForTimeout(200);
  } finally {
    await browser.close();
    api?.close();
    server.kill('SIGTERM');
  }
  set('CSP violations', violations.length === 0 ? 'ok' : 'failed', violations.length === 0 ? 'none' : [...new Set(violations)].join('; '));
  set('page errors', errors.length === 0 ? 'ok' : 'failed', errors.length === 0 ? 'none' : errors.join('; '));
  if (standIn)
    console.log(
      `Against local stand-ins (the provider API on port ${STAND_IN_PORT}; a call-machine bundle that does not speak Daily's protocol): no call connects here.`,
    );
  console.log(formatReport(report));
  return passed(report) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`smoke:live could not run: ${error instanceof Error ? error.message : String(error)}`);
    console.log(formatReport(report));
    process.exit(1);
  },
);
