// `npm run provision`: brings the demo's provider account to what this repository says, through the
// client generated from the provider's document. Four resources, in order: the assistant (found by
// its metadata tag, created or updated field by field), the public key's restrictions (when the site
// uses one; every public key disabled when the Worker makes the calls), the demo line's assistant (when the site names its number) and the account's limits. A field counts as the same when every value the definition
// sets is there (the provider adds its defaults beside them). Each write is one request; a run that
// stops midway says what it did, and the next run, finding what is there, does the rest.
import { ProviderApiError, type ProviderApi } from '../streams/provider-api';
import { ProvisionStopped, Refusal, type ProvisionMode, type ProvisionSettings, type ResourcePlan } from './provision-plan';
import { accountStep, assistantStep, findLine, findPublicKey, keyStep, lineStep, publicKeysOff, type Run } from './provision-steps';

const RESOURCE_NAMES = ['assistant', 'public key', 'demo line', 'account'] as const;

/** Until the assistant exists, the id the plan shows for it. */
export const NEW_ASSISTANT_ID = '(the new assistant’s id)';

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
