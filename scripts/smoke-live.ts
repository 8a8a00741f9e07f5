// npm run smoke:live: for whoever holds the real keys. First checks the provider account against this
// repository (`npm run provision -- --check`, with VAPI_PRIVATE_KEY); then asks, with plain HTTP
// requests, what the build's way of calling must refuse: for a public-key build, the provider must
// refuse its key a web call from a foreign Origin, one with an ad-hoc assistant, and the private API;
// for an edge build, the Worker's demo-call endpoint must refuse a foreign Origin and an unsolved
// challenge. Then, in Debian's Chromium and Firefox ESR, each with a fake microphone, presses Start
// Demo Call and reports each step of the call: a public-key build is built from the environment (or
// .env.local) and served as a static host does (scripts/serve-dist.mjs, with its headers) on
// 127.0.0.1:4179; an edge build's calls are taken only from the site's own origins, so the deployed
// site (VITE_SITE_URL) is opened. Exits 1 on any failed row; exits 2 at once, naming them, when
// variables are missing. Options:
//   --site <dir>           serve a keyed build already made instead of building into dist-smoke/
//                          (a public-key build, or an edge build with --stand-in)
//   --browser <name>       chromium, firefox or both (default both)
//   --wait-for-hangup      never press End Call: the assistant must end the call itself
//   --hangup-timeout <s>   how long --wait-for-hangup waits for that (default 120)
//   --join-timeout <s>     how long to wait for the call to connect (default 30)
//   --stand-in             local stand-ins in place of the real services: the provider's API (its
//                          account provisioned from this repository first), for an edge build the
//                          Worker itself (in workerd) with Turnstile stood in, and the call library
//                          (proves this script, not the services)
//   --stand-in-key <kind>  the stand-in's public key: restricted (default), or a private key in its
//                          place, which the account check and the key checks must fail
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { parseArgs } from 'node:util';
import { smokeSiteOrigin } from '../assistant/key-restrictions';
import { provision } from '../assistant/provision';
import { readSiteEnv, siteConfigOrExit } from '../config/load-site-config';
import { EDGE_BUILD_VARIABLES, KEYED_BUILD_VARIABLES } from '../config/site-variables';
import { createProviderApi } from '../streams/provider-api';
import { TURNSTILE_STAND_IN } from '../tests/e2e/edge-stand-ins';
import { readSettings } from './provision';
import { checkAccount } from './smoke-live/account-check';
import { callLibraryStandIn } from './smoke-live/call-library-stand-in';
import { CallRecorder, followCall, type CallOptions } from './smoke-live/call-steps';
import { openChromium, type OpenedBrowser, type StandIns } from './smoke-live/chromium';
import { checkEndpoint } from './smoke-live/endpoint-checks';
import { openFirefox } from './smoke-live/firefox';
import { checkKeyRestrictions } from './smoke-live/key-checks';
import { createProviderStandIn } from './smoke-live/provider-stand-in';
import { BROWSER_TITLES, emptyRun, formatReport, runPassed, type BrowserName, type RunReport } from './smoke-live/report';

const offset = Number(process.env.VESTRY_PORT_OFFSET ?? 0) || 0;
const SITE_ORIGIN = smokeSiteOrigin(process.env);
const SITE_PORT = Number(new URL(SITE_ORIGIN).port);
// The stand-ins' ports (--stand-in): the provider's API, and for an edge build the Worker and siteverify.
const STAND_IN_ORIGIN = `http://127.0.0.1:${4181 + offset}`;
const WORKER_ORIGIN = `http://127.0.0.1:${4182 + offset}`;
const SITEVERIFY_ORIGIN = `http://127.0.0.1:${4183 + offset}`;
// Keys of the stand-ins only: no real service takes them.
const STAND_IN_PRIVATE_KEY = 'smoke-live-stand-in-private-key';
const STAND_IN_TURNSTILE_SECRET = 'smoke-live-stand-in-turnstile-secret';
// A stand-in for Daily's call-machine bundle: it runs (so the policy let it), and speaks no protocol.
const STAND_IN_CALL_MACHINE = 'window.vestrySmokeCallMachine = "stand-in";';
// The stand-in assistant hangs up later than a run without --wait-for-hangup presses End Call.
const STAND_IN_HANG_UP_MS = 9_000;

const { values: options } = parseArgs({
  options: {
    site: { type: 'string' },
    browser: { type: 'string', default: 'both' },
    'wait-for-hangup': { type: 'boolean' },
    'hangup-timeout': { type: 'string', default: '120' },
    'join-timeout': { type: 'string', default: '30' },
    'stand-in': { type: 'boolean' },
    'stand-in-key': { type: 'string', default: 'restricted' },
  },
});

function usageError(message: string): never {
  console.error(`smoke:live: ${message}`);
  process.exit(2);
}

const browsers: readonly BrowserName[] =
  options.browser === 'both'
    ? ['chromium', 'firefox']
    : options.browser === 'chromium' || options.browser === 'firefox'
      ? [options.browser]
      : [];
if (browsers.length === 0) usageError(`--browser must be chromium, firefox or both, not "${options.browser}"`);
const standInKey = options['stand-in-key'];
if (standInKey !== 'restricted' && standInKey !== 'unrestricted') usageError('--stand-in-key must be restricted or unrestricted');
const standIn = options['stand-in'] === true;

const env = readSiteEnv('production');
// The Worker makes an edge build's calls; a public-key build's page makes its own.
const edge = Boolean(env.VITE_DEMO_CALL_URL?.trim());
const missing = [
  ...(edge ? EDGE_BUILD_VARIABLES : KEYED_BUILD_VARIABLES).filter((name) => !env[name]?.trim()),
  ...(standIn || process.env.VAPI_PRIVATE_KEY?.trim() ? [] : ['VAPI_PRIVATE_KEY']),
];
if (missing.length > 0) {
  console.error(
    `smoke:live needs the keys of a live site; missing or blank: ${missing.join(', ')}. Set them in the environment or .env.local (VAPI_PRIVATE_KEY, the demo account's private key that provision --check reads, in the environment only).`,
  );
  process.exit(2);
}
const site = siteConfigOrExit(env, 2);
if (edge && !standIn && options.site !== undefined)
  usageError(
    "an edge build's Worker takes calls only from the site's own origins: without --stand-in, smoke:live opens the deployed site (VITE_SITE_URL) and serves nothing",
  );
const callOptions: CallOptions = {
  joinTimeoutMs: Number(options['join-timeout']) * 1000,
  waitForHangupMs: options['wait-for-hangup'] === true ? Number(options['hangup-timeout']) * 1000 : null,
};
const run: RunReport = emptyRun(edge ? 'endpoint' : 'key');

/** What `provision --check` reads: the site's variables as the build has them (.env.local too), the rest from the environment. */
function provisionEnv(): NodeJS.ProcessEnv {
  const base = {
    ...process.env,
    VITE_SITE_URL: env.VITE_SITE_URL ?? '',
    VITE_VAPI_PUBLIC_KEY: env.VITE_VAPI_PUBLIC_KEY ?? '',
    VITE_DEMO_PHONE_NUMBER: env.VITE_DEMO_PHONE_NUMBER ?? '',
    VITE_DEMO_CALL_URL: env.VITE_DEMO_CALL_URL ?? '',
  };
  if (!standIn) return base;
  return {
    ...base,
    VAPI_API_BASE_URL: STAND_IN_ORIGIN,
    VAPI_PRIVATE_KEY: STAND_IN_PRIVATE_KEY,
    DEMO_BILLING_LIMIT: process.env.DEMO_BILLING_LIMIT?.trim() || '50',
  };
}

function buildSite(): string {
  const outDir = 'dist-smoke';
  const built = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env: { ...process.env, VESTRY_OUT_DIR: outDir } });
  if (built.status !== 0) throw new Error('the keyed build failed (see above)');
  return outDir;
}

/** Until `url` answers (`ok` only: a 2xx), or throws after `ms`, or as soon as the process meant to answer has exited. */
async function answers(url: string, ms: number, what: string, child: ChildProcess, ok = false): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Exited: its port was taken (by a run left behind?), and whatever answers there is not it.
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited before answering at ${url}: is its port taken?`);
    const answered = await fetch(url, { method: 'GET' }).then(
      (response) => !ok || response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

/** What the run started, each in a process group of its own, stopped with everything it started (on a signal too). */
const children = new Set<ChildProcess>();

function started(command: string, args: readonly string[], extraEnv: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...extraEnv } });
  children.add(child);
  return child;
}

function stop(child: ChildProcess): void {
  children.delete(child);
  // The whole group, even when its first process has gone: what it started may not have.
  if (child.pid !== undefined)
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    children.forEach(stop);
    process.exit(130);
  });

async function serve(dir: string): Promise<ChildProcess> {
  const server = started('node', ['scripts/serve-dist.mjs', dir, String(SITE_PORT)]);
  await answers(`${SITE_ORIGIN}/`, 15_000, 'the site', server, true).catch((error: unknown) => {
    stop(server);
    throw error;
  });
  return server;
}

interface Running {
  readonly standIns: StandIns;
  /** The demo-call endpoint as the checks ask it: the local Worker's, for an edge build. */
  readonly callUrl: string | null;
  stop(): void;
}

/**
 * The stand-ins, ready: the provider's API with the account provisioned from this repository (as its
 * owner would have), and for an edge build the real Worker in workerd, asking that API with the
 * account's private key, with siteverify stood in too.
 */
async function startStandIns(): Promise<Running> {
  const publicKey = site.provider?.publicKey;
  const provider = createProviderStandIn({
    privateKey: STAND_IN_PRIVATE_KEY,
    ...(publicKey ? { publicKey, publicKeyTag: standInKey === 'restricted' ? 'public' : 'private' } : {}),
    ...(site.provider ? { firstAssistantId: site.provider.assistantId } : {}),
    // The demo line, as its owner imported it.
    phoneNumbers: [site.demoPhoneNumber],
  });
  const api: Server = await provider.listen(Number(new URL(STAND_IN_ORIGIN).port));
  const mine: ChildProcess[] = [];
  const stopAll = () => {
    mine.forEach(stop);
    api.close();
  };
  try {
    // A private key in the public key's place is refused by provision: the account is then provisioned without it.
    const seed = standInKey === 'restricted' ? provisionEnv() : { ...provisionEnv(), VITE_VAPI_PUBLIC_KEY: '' };
    await provision(createProviderApi({ baseUrl: STAND_IN_ORIGIN, token: STAND_IN_PRIVATE_KEY }), 'apply', readSettings(seed));
    const pinned = (JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }).dependencies;
    const scripts = {
      callMachine: STAND_IN_CALL_MACHINE,
      callLibrary: callLibraryStandIn({ version: pinned['@daily-co/daily-js'] ?? '', hangUpAfterMs: STAND_IN_HANG_UP_MS }),
      turnstile: TURNSTILE_STAND_IN,
    };
    if (!site.demoCall)
      return { standIns: { forward: { [new URL(site.apiBaseUrl).origin]: STAND_IN_ORIGIN }, ...scripts }, callUrl: null, stop: stopAll };
    const assistantId = String(provider.account.assistants[0]?.id);
    const siteverify = started('node', ['tests/e2e/siteverify-stand-in.mjs', new URL(SITEVERIFY_ORIGIN).port, STAND_IN_TURNSTILE_SECRET]);
    const worker = started('npx', ['tsx', 'scripts/worker-dev.ts'], {
      WORKER_PORT: new URL(WORKER_ORIGIN).port,
      SITE_ORIGIN,
      TURNSTILE_VERIFY_URL: `${SITEVERIFY_ORIGIN}/siteverify`,
      TURNSTILE_SECRET: STAND_IN_TURNSTILE_SECRET,
      VAPI_PRIVATE_KEY: STAND_IN_PRIVATE_KEY,
      VAPI_API_BASE_URL: STAND_IN_ORIGIN,
      DEMO_ASSISTANT_ID: assistantId,
      DAILY_CALLS_PER_VISITOR: '3',
      DAILY_CALLS_SITE_BUDGET: '50',
    });
    mine.push(siteverify, worker);
    await answers(`${SITEVERIFY_ORIGIN}/`, 15_000, 'the siteverify stand-in', siteverify);
    await answers(`${WORKER_ORIGIN}/`, 60_000, 'the Worker', worker);
    const endpoint = new URL(site.demoCall.url);
    return {
      standIns: { forward: { [endpoint.origin]: WORKER_ORIGIN }, ...scripts },
      callUrl: `${WORKER_ORIGIN}${endpoint.pathname}`,
      stop: stopAll,
    };
  } catch (error) {
    stopAll();
    throw error;
  }
}

/** One call in one browser, into the run's report. */
async function callIn(browser: BrowserName, baseURL: string, standIns: StandIns | null): Promise<void> {
  const recorder = new CallRecorder(site.demoCall?.url ?? null);
  run.calls[browser] = recorder.report;
  const open = browser === 'chromium' ? openChromium : openFirefox;
  let opened: OpenedBrowser | undefined;
  try {
    opened = await open(baseURL, recorder, standIns);
    await followCall(opened.page, recorder, callOptions);
    recorder.finish(await opened.page.read().catch(() => null));
  } catch (error) {
    recorder.pageError(`the run in ${BROWSER_TITLES[browser]} stopped: ${error instanceof Error ? error.message : String(error)}`);
    recorder.finish(null);
  } finally {
    await opened?.close();
  }
}

/** The checks of the build's way of calling: the public key's restrictions, or the Worker's admission. */
async function checkWayOfCalling(running: Running | null): Promise<void> {
  if (site.demoCall) {
    const callUrl = running?.callUrl ?? site.demoCall.url;
    run.checks = await checkEndpoint({ callUrl, siteOrigin: running ? SITE_ORIGIN : new URL(site.siteUrl).origin });
    return;
  }
  const provider = site.provider ?? usageError('the build has no public key');
  const apiBaseUrl = running ? STAND_IN_ORIGIN : site.apiBaseUrl;
  run.checks = Object.values(await checkKeyRestrictions({ apiBaseUrl, allowedOrigin: SITE_ORIGIN, ...provider }));
}

async function main(): Promise<number> {
  const running = standIn ? await startStandIns() : null;
  let server: ChildProcess | undefined;
  try {
    run.account = await checkAccount(provisionEnv());
    // Nothing that may start a billed call (an accepted check, a visitor's call) on an account other than the repository says.
    if (run.account.status !== 'ok') return finish();
    await checkWayOfCalling(running);
    // The deployed site for an edge build (its Worker takes no other origin), else the build served here.
    const local = !edge || standIn;
    if (local) server = await serve(options.site ?? buildSite());
    const baseURL = local ? SITE_ORIGIN : new URL(site.siteUrl).origin;
    for (const browser of browsers) await callIn(browser, baseURL, running?.standIns ?? null);
  } finally {
    if (server) stop(server);
    running?.stop();
  }
  return finish();
}

/** The report, and the exit code. */
function finish(): number {
  if (run.account.status !== 'ok')
    console.log(
      'The provider account is not as this repository says, so nothing that may start a billed call was done: run `npm run provision` (after finding out who changed it, and why), then this again.',
    );
  if (standIn)
    console.log(
      `Against local stand-ins (the provider API at ${STAND_IN_ORIGIN}, provisioned from this repository${edge ? `; the Worker at ${WORKER_ORIGIN}, with siteverify stood in` : `, its public key ${standInKey === 'restricted' ? 'restricted' : 'a private key'}`}; a call library whose assistant hangs up after ${STAND_IN_HANG_UP_MS / 1000} s): no real service is called.`,
    );
  console.log(formatReport(run));
  return runPassed(run) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`smoke:live could not run: ${error instanceof Error ? error.message : String(error)}`);
    console.log(formatReport(run));
    process.exit(1);
  },
);
