import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyEndedReason, isFailedEnd } from '../../streams/call/ended-reasons';

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
    ['call.start.error-subscription-concurrency-limit-reached', 'unavailable'],
    ['assistant-not-valid', 'unavailable'],
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
