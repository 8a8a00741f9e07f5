// `npm run provision`: the demo's provider account as this repository says (assistant/provision.ts).
//   npm run provision               creates or updates what differs, then prints the ids to set
//   npm run provision -- --dry-run  prints what it would do, field by field, and writes nothing
//   npm run provision -- --check    writes nothing; exits 1 naming each field that differs (the daily check)
// From the environment: VAPI_PRIVATE_KEY (required), VAPI_API_BASE_URL (default the provider's API),
// VITE_VAPI_PUBLIC_KEY with VITE_SITE_URL (the public key's restrictions, when the site uses one),
// VITE_DEMO_CALL_URL (the Worker makes the calls: every public key of the account disabled),
// VITE_DEMO_PHONE_NUMBER (the demo line, answered by the demo's assistant, when the site names one),
// DEMO_CONCURRENCY (calls at once, 1 to 10, default 3), DEMO_BILLING_LIMIT (US dollars a month; needed with
// a public key, which anyone can use to start calls with overrides of their own, up to the provider's 12 hours,
// and with a demo line, which anyone may ring). The VITE_ variables are read as the build reads them, .env.local too.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { smokeSiteOrigin } from '../assistant/key-restrictions';
import { provision } from '../assistant/provision';
import { ProvisionStopped, type ProvisionMode, type ProvisionSettings, type ResourcePlan } from '../assistant/provision-plan';
import { readSiteEnv } from '../config/load-site-config';
import { createProviderApi, DEFAULT_PROVIDER_API_BASE_URL } from '../streams/provider-api';

class SettingRefused extends Error {}

function numberSetting(env: NodeJS.ProcessEnv, name: string, min: number, max: number, fallback?: number): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new SettingRefused(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return value;
}

function isLoopback(url: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** The site's origin, the one the public key may be used from: HTTPS (plain HTTP only on this machine). */
function siteOriginOf(raw: string | undefined): string {
  let url: URL | undefined;
  try {
    url = new URL(raw ?? '');
  } catch {
    url = undefined;
  }
  const local = url?.hostname === 'localhost' || url?.hostname === '127.0.0.1';
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && local)))
    throw new SettingRefused(`VITE_VAPI_PUBLIC_KEY is set, so VITE_SITE_URL must be the site's https:// address, not "${raw ?? ''}"`);
  return url.origin;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): ProvisionSettings & { privateKey: string; baseUrl: string } {
  const privateKey = env.VAPI_PRIVATE_KEY?.trim();
  if (!privateKey) throw new SettingRefused("VAPI_PRIVATE_KEY is not set: use a private key of the demo's provider account");
  const publicKey = env.VITE_VAPI_PUBLIC_KEY?.trim() || undefined;
  const callsByWorker = Boolean(env.VITE_DEMO_CALL_URL?.trim());
  if (callsByWorker && publicKey)
    throw new SettingRefused(
      "VITE_DEMO_CALL_URL and VITE_VAPI_PUBLIC_KEY are both set: with the Worker making the calls the site has no public key, and provision disables the account's; leave VITE_VAPI_PUBLIC_KEY blank",
    );
  const siteOrigin = publicKey ? siteOriginOf(env.VITE_SITE_URL) : undefined;
  const billingLimit = numberSetting(env, 'DEMO_BILLING_LIMIT', 0, 1000);
  if (publicKey && billingLimit === undefined)
    throw new SettingRefused(
      'VITE_VAPI_PUBLIC_KEY is set, so DEMO_BILLING_LIMIT must be too: anyone can read the key in the page and start calls with overrides of their own (a longer call, another model), and the billing limit is what caps them',
    );
  const demoPhoneNumber = env.VITE_DEMO_PHONE_NUMBER?.trim() || undefined;
  if (demoPhoneNumber && billingLimit === undefined)
    throw new SettingRefused(
      'VITE_DEMO_PHONE_NUMBER is set, so DEMO_BILLING_LIMIT must be too: anyone may ring the demo line as often as they like, past the Worker and its daily budget, and the billing limit is what caps those calls',
    );
  const baseUrl = env.VAPI_API_BASE_URL?.trim() || DEFAULT_PROVIDER_API_BASE_URL;
  return {
    privateKey,
    baseUrl,
    // A second checkout's port offset moves smoke:live's origin only against a stand-in on this machine, never on a real key.
    ...(publicKey ? { publicKey, siteOrigin, smokeOrigin: smokeSiteOrigin(isLoopback(baseUrl) ? env : {}) } : {}),
    concurrency: numberSetting(env, 'DEMO_CONCURRENCY', 1, 10, 3) ?? 3,
    ...(demoPhoneNumber ? { demoPhoneNumber } : {}),
    ...(callsByWorker ? { callsByWorker } : {}),
    ...(billingLimit === undefined ? {} : { billingLimit }),
  };
}

const shown = (value: unknown): string => {
  if (value === undefined) return '(not set)';
  const text = JSON.stringify(value);
  return text.length > 110 ? `${text.slice(0, 109)}…` : text;
};

function printPlan(plans: readonly ResourcePlan[], mode: ProvisionMode): void {
  for (const plan of plans) {
    const verb = plan.action === 'unchanged' ? 'unchanged' : mode === 'apply' ? `${plan.action}d` : `to ${plan.action}`;
    console.log(`${plan.resource}: ${verb}${plan.id ? ` (${plan.id})` : ''}`);
    if (plan.action === 'create' && mode === 'apply') continue;
    for (const change of plan.changes) console.log(`  ${change.field}: ${shown(change.before)} → ${shown(change.after)}`);
  }
}

async function main(): Promise<number> {
  // Strict: a mistyped flag must not write to the account as if none were given.
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean' }, check: { type: 'boolean' } }, strict: true });
  const mode: ProvisionMode = values.check ? 'check' : values['dry-run'] ? 'dry-run' : 'apply';
  // The site's variables as its build reads them (.env.local too), the environment first.
  const settings = readSettings({ ...readSiteEnv('production'), ...process.env });
  const api = createProviderApi({ baseUrl: settings.baseUrl, token: settings.privateKey });
  try {
    const plans = await provision(api, mode, settings);
    printPlan(plans, mode);
    const differs = plans.filter((plan) => plan.action !== 'unchanged');
    if (mode === 'check') {
      if (differs.length === 0) console.log('\nThe provider account is as this repository says.');
      else
        console.error(
          `\nDiffers from the repository: ${differs.flatMap((plan) => plan.changes.map((change) => `${plan.resource} ${change.field}`)).join(', ')}. Run \`npm run provision\` to bring it back.`,
        );
      return differs.length === 0 ? 0 : 1;
    }
    if (mode === 'dry-run') {
      console.log('\nNothing written (--dry-run).');
      return 0;
    }
    const id = plans.find((plan) => plan.resource === 'assistant')?.id;
    console.log(`\nSet, for the public-key build: VITE_VAPI_ASSISTANT_ID=${id}\nSet, for the Worker (edge build): DEMO_ASSISTANT_ID=${id}`);
    return 0;
  } catch (error) {
    if (!(error instanceof ProvisionStopped)) throw error;
    if (error.unauthorised) {
      console.error(
        `provision: the provider refused VAPI_PRIVATE_KEY (${error.reason.replace(/^the provider answered /, '')}): set it to a private key of the demo's provider account.`,
      );
      return 1;
    }
    console.error(`provision ${error.refused ? 'refused' : 'stopped'}: ${error.reason}.`);
    if (error.done.length) printPlan(error.done, mode);
    const written = mode === 'apply' && error.done.some((plan) => plan.action !== 'unchanged');
    const notDone = `${written ? 'Not done' : 'Nothing written; not looked at'}: ${error.notDone.join(', ')}.`;
    // A refusal comes back until the owner changes something; an interruption (the provider down) goes with a second run.
    const next = error.refused
      ? 'Change that, then run it again.'
      : mode === 'apply'
        ? 'Run it again to finish: it finds what is there and does the rest.'
        : 'Run it again.';
    console.error(`${notDone} ${next}`);
    return 1;
  }
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(`provision: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
