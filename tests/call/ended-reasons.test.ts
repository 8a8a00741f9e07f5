import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyEndedReason, isFailedEnd, type EndedReasonClass } from '../../streams/call/ended-reasons';

// The table of ended reasons against the provider's own list: every reason its published document
// gives must have a class, so a regenerated document with a new reason fails here until it is sorted.

/** The reasons the table has no class for. */
function unclassified(reasons: readonly string[]): string[] {
  return reasons.filter((reason) => classifyEndedReason(reason) === undefined);
}

/** Every `endedReason` enum of a published document (the call, its status updates and end-of-call reports). */
function documentReasons(document: unknown): string[] {
  const schemas = (document as { components?: { schemas?: Record<string, { properties?: { endedReason?: { enum?: string[] } } }> } })
    .components?.schemas;
  const names = ['Call', 'ServerMessageStatusUpdate', 'ServerMessageEndOfCallReport'];
  return [...new Set(names.flatMap((name) => schemas?.[name]?.properties?.endedReason?.enum ?? []))];
}

// The client's source: the provider's published document, as generation keeps it.
const committed = {
  endedReason: documentReasons(JSON.parse(readFileSync(join(__dirname, '../../streams/provider-api/openapi.json'), 'utf8'))),
};

describe('the ended reasons', () => {
  it('classify every reason of the provider’s published document the client is generated from', () => {
    // Its enum has 627 entries; some are listed twice.
    expect(committed.endedReason.length).toBe(595);
    expect(unclassified(committed.endedReason)).toEqual([]);
  });

  it('count each class as docs/demo.md says, over the whole enum', () => {
    const counted: Partial<Record<EndedReasonClass, number>> = {};
    for (const reason of committed.endedReason) {
      const reasonClass = classifyEndedReason(reason);
      if (reasonClass) counted[reasonClass] = (counted[reasonClass] ?? 0) + 1;
    }
    const demoDoc = readFileSync(join(__dirname, '../../docs/demo.md'), 'utf8');
    const documented: Record<string, number> = {};
    for (const [, name = '', count = ''] of demoDoc.matchAll(/^\| `(\w+)` +\| +(\d+) \|/gm)) documented[name] = Number(count);
    expect(documented).toEqual(counted);
    expect(Object.keys(counted).sort()).toEqual(['assistant', 'failure', 'limit', 'microphone', 'unavailable', 'visitor']);
  });

  it('find a reason the table does not know', () => {
    expect(unclassified([...committed.endedReason, 'call.in-progress.brand-new-outcome'])).toEqual(['call.in-progress.brand-new-outcome']);
  });

  it.each([
    ['customer-ended-call', 'visitor'],
    ['assistant-ended-call', 'assistant'],
    ['assistant-said-end-call-phrase', 'assistant'],
    ['exceeded-max-duration', 'limit'],
    ['silence-timed-out', 'limit'],
    ['pipeline-error-openai-llm-failed', 'failure'],
    ['pipeline-error-eleven-labs-voice-failed', 'failure'],
    ['worker-shutdown', 'failure'],
    ['call.start.error-vapifault-database-error', 'failure'],
    ['call.start.error-subscription-insufficient-credits', 'unavailable'],
    // A limit of simultaneous calls passes in a minute; a key, a permission, a voice not found, credits or a payment do not.
    ['call.start.error-subscription-concurrency-limit-reached', 'failure'],
    ['call.start.error-get-transport', 'failure'],
    ['pipeline-error-openai-429-rate-limit-reached', 'failure'],
    ['pipeline-error-eleven-labs-blocked-concurrent-requests-and-requested-upgrade', 'failure'],
    ['call.in-progress.error-vapifault-transport-never-connected', 'failure'],
    ['pipeline-error-openai-401-incorrect-api-key', 'unavailable'],
    ['call.in-progress.error-vapifault-openai-401-incorrect-api-key', 'unavailable'],
    ['pipeline-error-anthropic-403-model-access-denied', 'unavailable'],
    ['pipeline-error-eleven-labs-voice-not-found', 'unavailable'],
    ['pipeline-error-playht-out-of-credits', 'unavailable'],
    ['pipeline-error-cartesia-requested-payment', 'unavailable'],
    ['pipeline-error-openai-429-exceeded-quota', 'unavailable'],
    ['pipeline-error-deepgram-transcriber-api-key-missing', 'unavailable'],
    // The assistant's own setup makes the request invalid: each retry fails alike.
    ['pipeline-error-openai-400-bad-request-validation-failed', 'unavailable'],
    ['pipeline-error-playht-invalid-emotion', 'unavailable'],
    ['pipeline-error-assembly-ai-returning-500-word-boost-parsing-failed', 'unavailable'],
    ['assistant-not-valid', 'unavailable'],
    ['customer-did-not-give-microphone-permission', 'microphone'],
    ['call.in-progress.error-assistant-did-not-receive-customer-audio', 'microphone'],
  ])('%s is %s', (reason, reasonClass) => {
    expect(committed.endedReason).toContain(reason);
    expect(classifyEndedReason(reason)).toBe(reasonClass);
  });

  it('count failures, and reasons the table does not know yet, as failed ends; a status without a reason as none', () => {
    expect(isFailedEnd('pipeline-error-openai-llm-failed')).toBe(true);
    expect(isFailedEnd('assistant-not-found')).toBe(true);
    expect(isFailedEnd('a-reason-from-next-year')).toBe(true);
    expect(isFailedEnd('assistant-ended-call')).toBe(false);
    expect(isFailedEnd(undefined)).toBe(false);
  });

  // VESTRY_PUBLISHED_OPENAPI: a folder of the provider's published documents (see docs/provider-api.md).
  const folder = process.env.VESTRY_PUBLISHED_OPENAPI;
  it.skipIf(!folder)('classify every reason of each published document given', () => {
    for (const name of ['bcc59ab.json', '50426dd.json', '0494c2f.json'].filter((file) => existsSync(join(folder ?? '', file)))) {
      const reasons = documentReasons(JSON.parse(readFileSync(join(folder ?? '', name), 'utf8')));
      expect(reasons.length, name).toBeGreaterThan(0);
      expect(unclassified(reasons), name).toEqual([]);
    }
  });
});
