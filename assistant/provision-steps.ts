// provision's requests to the provider, one resource at a time: each reads what the account holds, plans
// what differs from the repository and, when applying, writes that in one request. The finds run before
// anything is written, so an account provision refuses is left as it was.
import type { components, ProviderApi } from '../streams/provider-api';
import { ASSISTANT, ASSISTANT_TAG } from './definition';
import { keyRestrictions } from './key-restrictions';
import { fieldChanges, holds, Refusal, type ProvisionMode, type ProvisionSettings, type ResourcePlan } from './provision-plan';

type Assistant = components['schemas']['Assistant'];
type Token = components['schemas']['Token'];
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

const isTagged = (assistant: Assistant): boolean => holds(ASSISTANT_TAG, assistant.metadata);

/** One run across its steps: what it has done so far, and whether the provider has taken its key. */
export interface Run {
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

export async function assistantStep(run: Run): Promise<ResourcePlan & { orgId?: string }> {
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
export async function findPublicKey(run: Run, publicKey: string): Promise<Token> {
  const tokens = (await read(run, run.api.token.findAll())) as unknown as Token[];
  const token = tokens.find((candidate) => candidate.value === publicKey);
  if (!token) throw new Refusal('VITE_VAPI_PUBLIC_KEY is not a key of this provider account');
  if (token.tag !== 'public') throw new Refusal('VITE_VAPI_PUBLIC_KEY is not a public key: the page would hand it to anyone');
  return token;
}

export async function keyStep(
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
export async function findLine(run: Run, number: string): Promise<PhoneLine> {
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

export async function lineStep(run: Run, line: PhoneLine, assistantId: string): Promise<ResourcePlan> {
  const changes = fieldChanges({ assistantId }, line);
  if (run.mode === 'apply' && changes.length)
    await run.api.phoneNumber.update(line.id, { provider: line.provider, assistantId } as UpdatePhoneLine);
  return { resource: 'demo line', action: changes.length ? 'update' : 'unchanged', changes, id: `${line.id}, ${line.number ?? ''}` };
}

/** With the Worker making the calls, every public key of the account disabled: a copied one then starts nothing. */
export async function publicKeysOff(run: Run): Promise<ResourcePlan[]> {
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

export async function accountStep(run: Run, settings: ProvisionSettings, orgId: string | undefined): Promise<ResourcePlan> {
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
