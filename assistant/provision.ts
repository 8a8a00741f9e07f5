// `npm run provision`: brings the demo's provider account to what this repository says, through the
// client generated from the provider's document. Four resources, in order: the assistant (found by
// its metadata tag, created or updated field by field), the public key's restrictions (when the site
// uses one; every public key disabled when the Worker makes the calls), the demo line's assistant (when the site names its number) and the account's limits. A field counts as the same when every value the definition
// sets is there (the provider adds its defaults beside them). Each write is one request; a run that
// stops midway says what it did, and the next run, finding what is there, does the rest.
import { ProviderApiError, type components, type ProviderApi } from '../streams/provider-api';
import { ASSISTANT, ASSISTANT_TAG } from './definition';

type Assistant = components['schemas']['Assistant'];
type Token = components['schemas']['Token'];
type TokenRestrictions = components['schemas']['TokenRestrictions'];
type Org = components['schemas']['Org'];
type UpdateOrg = components['schemas']['UpdateOrgDTO'];
type UpdateAssistant = components['schemas']['UpdateAssistantDTO'];
type UpdatePhoneLine = Parameters<ProviderApi['phoneNumber']['update']>[1];
/** What the provider answers of any kind of number: the fields provision reads and writes. */
interface PhoneLine {
  readonly id: string;
  /** Which kind of number it is: the update body of that kind is chosen by it. */
  readonly provider: UpdatePhoneLine['provider'];
  readonly number?: string;
  readonly assistantId?: string;
  readonly squadId?: string;
  readonly workflowId?: string;
}

export type ProvisionMode = 'apply' | 'dry-run' | 'check';

/** What provision reads of its environment (scripts/provision.ts parses and checks it). */
export interface ProvisionSettings {
  /** The site's public key (`VITE_VAPI_PUBLIC_KEY`), when the site calls the provider with one. */
  readonly publicKey?: string;
  /** The site's origin, from `VITE_SITE_URL`: the only one the public key may be used from. */
  readonly siteOrigin?: string;
  /** Calls at once on the account (`DEMO_CONCURRENCY`). */
  readonly concurrency: number;
  /** The account's monthly billing limit in US dollars (`DEMO_BILLING_LIMIT`), when set. */
  readonly billingLimit?: number;
  /** Where smoke:live serves the site from (default `http://127.0.0.1:4179`): the key allows it too. */
  readonly smokeOrigin?: string;
  /** The Worker makes the site's calls (`VITE_DEMO_CALL_URL`): no public key is needed, so each of the account's is disabled. */
  readonly callsByWorker?: boolean;
  /** The demo line (`VITE_DEMO_PHONE_NUMBER`, E.164), when the site names one: it must answer with the demo's assistant. */
  readonly demoPhoneNumber?: string;
}

export interface FieldChange {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

export interface ResourcePlan {
  readonly resource: string;
  readonly action: 'create' | 'update' | 'unchanged';
  readonly changes: readonly FieldChange[];
  /** The resource's id once known. */
  readonly id?: string;
}

/** A state of the account provision will not write to, whatever the retries: the owner must change something first. */
export class Refusal extends Error {}

/** Thrown when a run stops: what it had done, what it had not, and why; `refused` when running again alone will not help. */
export class ProvisionStopped extends Error {
  constructor(
    readonly reason: string,
    readonly done: readonly ResourcePlan[],
    readonly notDone: readonly string[],
    readonly unauthorised: boolean,
    readonly refused: boolean,
  ) {
    super(reason);
  }
}

const isPrimitive = (value: unknown): boolean => typeof value !== 'object' || value === null;

/**
 * Lists whose documented default is empty, which a provider may leave out when empty. Any other list
 * left out means its default, which is not empty (no `serverMessages` means eleven of them).
 */
const EMPTY_BY_DEFAULT = new Set(['toolIds', 'monitorIds', 'messages', 'required']);

/**
 * Whether every value `wanted` sets is in `actual`: objects by their keys, arrays element by element
 * (a list of plain values as a set, in any order), an empty list of EMPTY_BY_DEFAULT as held by none.
 */
export function holds(wanted: unknown, actual: unknown): boolean {
  if (Array.isArray(wanted)) {
    if (!Array.isArray(actual) || actual.length !== wanted.length) return false;
    if (wanted.every(isPrimitive)) return wanted.every((item) => actual.includes(item));
    return wanted.every((item, i) => holds(item, actual[i]));
  }
  if (typeof wanted === 'object' && wanted !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return false;
    const record = actual as Record<string, unknown>;
    return Object.entries(wanted).every(
      ([key, value]) =>
        (Array.isArray(value) && value.length === 0 && record[key] === undefined && EMPTY_BY_DEFAULT.has(key)) || holds(value, record[key]),
    );
  }
  return wanted === actual;
}

/** The fields of `wanted` that `actual` does not hold, with their values on each side. */
export function fieldChanges(wanted: object, actual: object | undefined): FieldChange[] {
  const current = (actual ?? {}) as Record<string, unknown>;
  return Object.entries(wanted as Record<string, unknown>)
    .filter(([field, value]) => !holds(value, current[field]))
    .map(([field, after]) => ({ field, before: current[field], after }));
}

const RESOURCE_NAMES = ['assistant', 'public key', 'demo line', 'account'] as const;

const isTagged = (assistant: Assistant): boolean => holds(ASSISTANT_TAG, assistant.metadata);

/** Where `npm run smoke:live` serves the site it calls from: a page on that port of one's own machine. */
export const SMOKE_SITE_PORT = 4179;

/** smoke:live's origin; VESTRY_PORT_OFFSET moves it, as it moves every port of a second checkout's runs. */
export function smokeSiteOrigin(env: Readonly<Record<string, string | undefined>>): string {
  return `http://127.0.0.1:${SMOKE_SITE_PORT + (Number(env.VESTRY_PORT_OFFSET ?? 0) || 0)}`;
}

/** The site's origin and its `www` twin (or the bare domain of a `www` one): a site is often served on both. */
export function siteOrigins(siteOrigin: string): string[] {
  const url = new URL(siteOrigin);
  if (url.hostname === 'localhost' || /^[\d.]+$/.test(url.hostname) || !url.hostname.includes('.')) return [url.origin];
  const twin = new URL(url.origin);
  twin.hostname = url.hostname.startsWith('www.') ? url.hostname.slice(4) : `www.${url.hostname}`;
  return [url.origin, twin.origin];
}

/**
 * The public key's restrictions: the site's origins and smoke:live's only, the demo's assistant only,
 * no assistant sent inline. Whether the key is enabled is the owner's (an edge build's is off).
 */
export function keyRestrictions(siteOrigin: string, assistantId: string, smokeOrigin = smokeSiteOrigin({})): TokenRestrictions {
  return {
    allowedOrigins: [...siteOrigins(siteOrigin), smokeOrigin],
    allowedAssistantIds: [assistantId],
    allowTransientAssistant: false,
  };
}

/** Until the assistant exists, the id the plan shows for it. */
export const NEW_ASSISTANT_ID = '(the new assistant’s id)';

interface Run {
  /** The provider has answered a request: its key is good. */
  answered: boolean;
  readonly api: ProviderApi;
  readonly mode: ProvisionMode;
  readonly done: ResourcePlan[];
}

/** A read's answer, noting that the provider took the key. */
async function read<T>(run: Run, request: Promise<T>): Promise<T> {
  const answer = await request;
  run.answered = true;
  return answer;
}

async function assistantStep(run: Run): Promise<ResourcePlan & { orgId?: string }> {
  const all = await read(run, run.api.assistant.findAll({ limit: 1000 }));
  const found = all.filter(isTagged);
  // The limits provision sets hold for the whole account: never on one that runs other assistants.
  const others = all.filter((assistant) => !isTagged(assistant));
  if (others.length > 0)
    throw new Refusal(
      `the account runs ${others.length === 1 ? 'an assistant' : `${others.length} assistants`} without the demo's tag (${others.map((a) => `${a.id}${a.name ? ` "${a.name}"` : ''}`).join(', ')}). provision works only on a provider account of the demo's own: if that is the demo's assistant, made in the dashboard, give it the metadata ${JSON.stringify(ASSISTANT_TAG)} there and provision takes it over; otherwise use the demo account's VAPI_PRIVATE_KEY`,
    );
  if (found.length > 1)
    throw new Refusal(
      `${found.length} assistants carry the demo's tag (${found.map((a) => a.id).join(', ')}): delete all but one in the dashboard`,
    );
  const current = found[0];
  if (!current) {
    const plan = { resource: 'assistant', action: 'create' as const, changes: fieldChanges(ASSISTANT, undefined) };
    if (run.mode !== 'apply') return plan;
    const created = await run.api.assistant.create(ASSISTANT);
    return { ...plan, id: created.id, orgId: created.orgId };
  }
  const changes = fieldChanges(ASSISTANT, current);
  const plan = { resource: 'assistant', action: changes.length ? ('update' as const) : ('unchanged' as const), changes, id: current.id };
  if (run.mode === 'apply' && changes.length) {
    // Only the fields that differ. (The generated type asks for every field the document gives a default.)
    const body = Object.fromEntries(changes.map((change) => [change.field, change.after])) as UpdateAssistant;
    await run.api.assistant.update(current.id, body);
  }
  return { ...plan, orgId: current.orgId };
}

/** The site's public key among the account's, read before anything is written: refused when it is none, or a private one. */
async function findPublicKey(run: Run, publicKey: string): Promise<Token> {
  const tokens = (await read(run, run.api.token.findAll())) as unknown as Token[];
  const token = tokens.find((candidate) => candidate.value === publicKey);
  if (!token) throw new Refusal('VITE_VAPI_PUBLIC_KEY is not a key of this provider account');
  if (token.tag !== 'public') throw new Refusal('VITE_VAPI_PUBLIC_KEY is not a public key: the page would hand it to anyone');
  return token;
}

async function keyStep(
  run: Run,
  settings: ProvisionSettings,
  token: Token,
  assistantId: string,
): Promise<ResourcePlan & { orgId?: string }> {
  const wanted = { restrictions: keyRestrictions(settings.siteOrigin ?? '', assistantId, settings.smokeOrigin) };
  const changes = fieldChanges(wanted, token);
  // The restrictions are written whole: what the owner set beside them (whether the key is enabled) is kept.
  if (run.mode === 'apply' && changes.length)
    await run.api.token.update(token.id, { restrictions: { ...token.restrictions, ...wanted.restrictions } });
  return { resource: 'public key', action: changes.length ? 'update' : 'unchanged', changes, id: token.id, orgId: token.orgId };
}

/** The site's demo line among the account's numbers, read before anything is written. */
async function findLine(run: Run, number: string): Promise<PhoneLine> {
  const lines = (await read(run, run.api.phoneNumber.findAll({ limit: 1000 }))) as unknown as PhoneLine[];
  const line = lines.find((candidate) => candidate.number === number);
  // Buying or importing a number is the owner's: an Australian one comes from a telephony account of their own, with its credentials.
  if (!line)
    throw new Refusal(
      `VITE_DEMO_PHONE_NUMBER ${number} is not a number of this provider account: buy or import it in the dashboard (Phone Numbers), then run provision again`,
    );
  if (line.squadId || line.workflowId)
    throw new Refusal(
      `the demo line ${number} is given to a ${line.squadId ? 'squad' : 'workflow'}: remove that in the dashboard, then run provision again`,
    );
  return line;
}

async function lineStep(run: Run, line: PhoneLine, assistantId: string): Promise<ResourcePlan> {
  const changes = fieldChanges({ assistantId }, line);
  if (run.mode === 'apply' && changes.length)
    await run.api.phoneNumber.update(line.id, { provider: line.provider, assistantId } as UpdatePhoneLine);
  return { resource: 'demo line', action: changes.length ? 'update' : 'unchanged', changes, id: `${line.id}, ${line.number ?? ''}` };
}

/** With the Worker making the calls, every public key of the account disabled: a copied one then starts nothing. */
async function publicKeysOff(run: Run): Promise<ResourcePlan[]> {
  const tokens = (await read(run, run.api.token.findAll())) as unknown as Token[];
  const plans: ResourcePlan[] = [];
  for (const token of tokens.filter((candidate) => candidate.tag === 'public')) {
    const changes = fieldChanges({ restrictions: { enabled: false } }, token);
    if (run.mode === 'apply' && changes.length)
      await run.api.token.update(token.id, { restrictions: { ...token.restrictions, enabled: false } });
    plans.push({ resource: 'public key', action: changes.length ? 'update' : 'unchanged', changes, id: token.id });
  }
  return plans;
}

async function accountStep(run: Run, settings: ProvisionSettings, orgId: string | undefined): Promise<ResourcePlan> {
  const orgs = (await run.api.org.findAll()) as unknown as Org[];
  const org = orgs.find((candidate) => candidate.id === orgId) ?? (orgs.length === 1 ? orgs[0] : undefined);
  if (!org)
    throw new Refusal(`the private key reaches ${orgs.length} accounts and none is the assistant's: use a key of the demo's own account`);
  const wanted: UpdateOrg = {
    concurrencyLimit: settings.concurrency,
    ...(settings.billingLimit === undefined ? {} : { billingLimit: settings.billingLimit }),
  };
  const changes = fieldChanges(wanted, org);
  if (run.mode === 'apply' && changes.length) {
    await run.api.org.update(org.id, Object.fromEntries(changes.map((change) => [change.field, change.after])));
  }
  return {
    resource: 'account',
    action: changes.length ? 'update' : 'unchanged',
    changes,
    id: org.name ? `${org.id}, ${org.name}` : org.id,
  };
}

function stopped(error: unknown, run: Run, settings: ProvisionSettings): ProvisionStopped {
  const skipped = RESOURCE_NAMES.filter(
    (name) =>
      (name !== 'public key' || settings.publicKey !== undefined || settings.callsByWorker === true) &&
      (name !== 'demo line' || settings.demoPhoneNumber !== undefined),
  );
  const notDone = skipped.filter((name) => !run.done.some((plan) => plan.resource === name));
  // The key is refused only if its first request was: a 401 or 403 later is that operation's.
  const unauthorised = error instanceof ProviderApiError && (error.status === 401 || error.status === 403) && !run.answered;
  const reason =
    error instanceof ProviderApiError
      ? `the provider answered HTTP ${error.status}${error.error === undefined ? '' : `: ${JSON.stringify(error.error).slice(0, 200)}`}`
      : error instanceof Error
        ? error.message
        : String(error);
  return new ProvisionStopped(reason, [...run.done], notDone, unauthorised, error instanceof Refusal);
}

/** Plans, applies or checks the account against the repository; rejects with ProvisionStopped. */
export async function provision(api: ProviderApi, mode: ProvisionMode, settings: ProvisionSettings): Promise<ResourcePlan[]> {
  const run: Run = { answered: false, api, mode, done: [] };
  try {
    const token = settings.publicKey === undefined ? undefined : await findPublicKey(run, settings.publicKey);
    const line = settings.demoPhoneNumber === undefined ? undefined : await findLine(run, settings.demoPhoneNumber);
    const assistant = await assistantStep(run);
    run.done.push(assistant);
    let orgId = assistant.orgId;
    if (token) {
      const key = await keyStep(run, settings, token, assistant.id ?? NEW_ASSISTANT_ID);
      run.done.push(key);
      orgId ??= key.orgId;
    }
    if (settings.callsByWorker) run.done.push(...(await publicKeysOff(run)));
    if (line) run.done.push(await lineStep(run, line, assistant.id ?? NEW_ASSISTANT_ID));
    run.done.push(await accountStep(run, settings, orgId));
    return run.done;
  } catch (error) {
    throw stopped(error, run, settings);
  }
}
