// npm run smoke:live: for whoever holds the real keys. First asks the provider, with plain HTTP
// requests and the key the build ships, what it must refuse that key (a web call from a foreign
// Origin, one with an ad-hoc assistant, and the private API); then builds the keyed site from the
// environment (or .env.local), serves it as a static host does (scripts/serve-dist.mjs, with its
// headers), and in Debian's Chromium and Firefox ESR, each with a fake microphone, presses Start
// Demo Call and reports each step of the call. Exits 1 on any failed step or check; exits 2 at
// once, naming them, when variables are missing. Options:
//   --site <dir>           serve a keyed build already made instead of building into dist-smoke/
//   --browser <name>       chromium, firefox or both (default both)
//   --wait-for-hangup      never press End Call: the assistant must end the call itself
//   --hangup-timeout <s>   how long --wait-for-hangup waits for that (default 120)
//   --join-timeout <s>     how long to wait for the call to connect (default 30)
//   --stand-in             local stand-ins of the provider API and of the call library, in place of
//                          the real services (proves this script, not the services)
//   --stand-in-key <kind>  the stand-in's key: restricted (default), or unrestricted as a private
//                          key is, which the key checks must fail
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { parseArgs } from 'node:util';
import { SMOKE_SITE_PORT } from '../assistant/provision';
import { readSiteEnv, siteConfigOrExit } from '../config/load-site-config';
import { KEYED_BUILD_VARIABLES } from '../config/site-config';
import { callLibraryStandIn } from './smoke-live/call-library-stand-in';
import { CallRecorder, followCall, type CallOptions } from './smoke-live/call-steps';
import { openChromium, type OpenedBrowser, type StandIns } from './smoke-live/chromium';
import { openFirefox } from './smoke-live/firefox';
import { checkKeyRestrictions } from './smoke-live/key-checks';
import { startProviderStandIn, type StandInKey } from './smoke-live/provider-stand-in';
import { BROWSER_TITLES, emptyKeyReport, formatReport, runPassed, type BrowserName, type RunReport } from './smoke-live/report';

const offset = Number(process.env.VESTRY_PORT_OFFSET ?? 0);
const SITE_PORT = SMOKE_SITE_PORT + offset;
const STAND_IN_PORT = 4181 + offset;
const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
const STAND_IN_ORIGIN = `http://127.0.0.1:${STAND_IN_PORT}`;
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
const standInKey = options['stand-in-key'] as StandInKey;
if (standInKey !== 'restricted' && standInKey !== 'unrestricted') usageError('--stand-in-key must be restricted or unrestricted');

const env = readSiteEnv('production');
const missing = KEYED_BUILD_VARIABLES.filter((name) => !env[name]?.trim());
if (missing.length > 0) {
  console.error(
    `smoke:live needs the keys of a live site; missing or blank: ${missing.join(', ')}. Set them in the environment or .env.local.`,
  );
  process.exit(2);
}
const site = siteConfigOrExit(env, 2);
// KEYED_BUILD_VARIABLES begins with the public key, so a site checked here has one.
const provider = site.provider?.publicKey
  ? { ...site.provider, publicKey: site.provider.publicKey }
  : usageError('the build has no public key');
const standIn = options['stand-in'] === true;
const callOptions: CallOptions = {
  joinTimeoutMs: Number(options['join-timeout']) * 1000,
  waitForHangupMs: options['wait-for-hangup'] === true ? Number(options['hangup-timeout']) * 1000 : null,
};
const run: RunReport = { key: emptyKeyReport(), calls: {} };

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
      await fetch(`${SITE_ORIGIN}/`).then(
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

function standIns(): StandIns {
  const pinned = (JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }).dependencies;
  return {
    apiOrigin: new URL(site.apiBaseUrl).origin,
    providerStandIn: STAND_IN_ORIGIN,
    callMachine: STAND_IN_CALL_MACHINE,
    callLibrary: callLibraryStandIn({ version: pinned['@daily-co/daily-js'] ?? '', hangUpAfterMs: STAND_IN_HANG_UP_MS }),
  };
}

/** One call in one browser, into the run's report. */
async function callIn(browser: BrowserName): Promise<void> {
  const recorder = new CallRecorder();
  run.calls[browser] = recorder.report;
  const open = browser === 'chromium' ? openChromium : openFirefox;
  let opened: OpenedBrowser | undefined;
  try {
    opened = await open(SITE_ORIGIN, recorder, standIn ? standIns() : null);
    await followCall(opened.page, recorder, callOptions);
    recorder.finish(await opened.page.read().catch(() => null));
  } catch (error) {
    recorder.pageError(`the run in ${BROWSER_TITLES[browser]} stopped: ${error instanceof Error ? error.message : String(error)}`);
    recorder.finish(null);
  } finally {
    await opened?.close();
  }
}

async function main(): Promise<number> {
  const api: Server | undefined = standIn
    ? await startProviderStandIn({ port: STAND_IN_PORT, key: standInKey, allowedOrigin: SITE_ORIGIN, ...provider })
    : undefined;
  const server = await serve(options.site ?? buildSite());
  try {
    run.key = await checkKeyRestrictions({
      apiBaseUrl: standIn ? STAND_IN_ORIGIN : site.apiBaseUrl,
      allowedOrigin: SITE_ORIGIN,
      ...provider,
    });
    for (const browser of browsers) await callIn(browser);
  } finally {
    api?.close();
    server.kill('SIGTERM');
  }
  if (standIn)
    console.log(
      `Against local stand-ins (the provider API on port ${STAND_IN_PORT}, its key ${standInKey}; a call library whose assistant hangs up after ${STAND_IN_HANG_UP_MS / 1000} s): no real service is called.`,
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
