// Why a call ended, as the provider says it in a status-update's `endedReason`, sorted into what
// the visitor should be told. The provider's published document lists over six hundred reasons,
// most of them failures; tests/call/ended-reasons.test.ts holds this table to that list.

/**
 * `visitor`: the visitor hung up (or never answered); `assistant`: the assistant ended or forwarded
 * the call; `limit`: the call's own limits (maximum duration, silence); `microphone`: the provider
 * heard nothing from the visitor's microphone, which the visitor can mend; `failure`: something
 * failed on the way (a vendor's error, a limit of simultaneous calls or requests, the transport),
 * and trying again in a minute may work; `unavailable`: the demo cannot run as configured (a key,
 * a permission, something not found, credits or a plan, of any vendor): trying again only spends a
 * call, and it is the owner's to fix.
 */
export type EndedReasonClass = 'visitor' | 'assistant' | 'limit' | 'microphone' | 'failure' | 'unavailable';

/** The browser refused the microphone: told as a refusal at the start is. The other microphone reason is a silent one. */
export const MICROPHONE_REFUSED = 'customer-did-not-give-microphone-permission';

const exact: Readonly<Record<EndedReasonClass, readonly string[]>> = {
  visitor: [
    'customer-ended-call',
    'customer-ended-call-before-warm-transfer',
    'customer-ended-call-after-warm-transfer-attempt',
    'customer-ended-call-during-transfer',
    'customer-busy',
    'customer-did-not-answer',
    'manually-canceled',
    'call-deleted',
    'scheduled-call-deleted',
    'call.ringing.sip-inbound-caller-hungup-before-call-connect',
    'call.in-progress.twilio-completed-call',
    'call.in-progress.sip-completed-call',
    'vonage-completed',
  ],
  assistant: [
    'assistant-ended-call',
    'assistant-said-end-call-phrase',
    'assistant-ended-call-with-hangup-task',
    'assistant-ended-call-after-message-spoken',
    'assistant-forwarded-call',
    'voicemail',
    'call.forwarding.operator-busy',
    'call.forwarding.no-answer',
    'call.ringing.hook-executed-say',
    'call.ringing.hook-executed-transfer',
    'call.ending.hook-executed-say',
    'call.ending.hook-executed-transfer',
  ],
  limit: ['exceeded-max-duration', 'silence-timed-out'],
  microphone: [MICROPHONE_REFUSED, 'call.in-progress.error-assistant-did-not-receive-customer-audio'],
  failure: [
    'assistant-request-failed',
    'assistant-request-returned-error',
    'assistant-request-returned-unspeakable-error',
    'assistant-request-returned-forwarding-phone-number',
    'assistant-join-timed-out',
    'worker-shutdown',
    'database-error',
    'phone-call-provider-closed-websocket',
    'phone-call-provider-bypass-enabled-but-no-call-received',
    'twilio-failed-to-connect-call',
    'twilio-reported-customer-misdialed',
    'vonage-disconnected',
    'vonage-failed-to-connect-call',
    'vonage-rejected',
  ],
  unavailable: [
    'call-start-error-neither-assistant-nor-server-set',
    'call.start.assistant-version-error-validation',
    'assistant-not-valid',
    'assistant-not-found',
    'assistant-request-returned-invalid-assistant',
    'assistant-request-returned-no-assistant',
  ],
};

/** Limits that pass as other calls end, and the transport between the provider and the room: a minute may mend them. */
const transient = /concurrency-limit|concurrent-requests|rate-limit|system-busy|transport|worker-not-available|worker-died/;

/**
 * A key, a permission, something not found, credits, a plan: the owner's to fix, whichever vendor
 * says it (the provider's own keys with a vendor too: a retry fails the same way, and spends a call).
 */
const ownersFault = new RegExp(
  [
    String.raw`-40[1-4]-`,
    // The model's request as the assistant is set up (its tools, its parameters): every retry fails alike.
    '400-bad-request-validation',
    'invalid-emotion',
    'word-boost',
    'api-key',
    'unauthori[sz]ed',
    'invalid-credentials',
    'auth-failed',
    'authentication-required',
    'account-not-in-organization',
    'access-denied',
    'forbidden',
    'not-found',
    'credits',
    'payment',
    'insuff?icc?ent-funds',
    'paid-only',
    'exceeded-quota',
    'quota-exceeded',
    'max-character-limit',
    'invalid-config',
    'no-such-model',
    'invalid-voice',
    'voice-not-',
    'voices-only',
    'voice-disabled',
    'voice-must-be',
    'missing-samples',
    'blocked-account',
    'blocked-free-plan',
    'blocked-using-instant-voice-clone',
    'blocked-voice-',
    'subscription-',
    'fraud-check',
    'feature-not-available',
  ].join('|'),
);

/** Families of reasons, first match wins: the provider's own faults at the start pass, the rest of the start's errors do not. */
const families: readonly (readonly [prefix: string, reasonClass: EndedReasonClass])[] = [
  ['call.start.error-vapifault-', 'failure'],
  ['call.start.error-', 'unavailable'],
  ['pipeline-error-', 'failure'],
  ['call.in-progress.error-', 'failure'],
  ['call.ringing.error-', 'failure'],
];

const byReason = new Map<string, EndedReasonClass>(
  (Object.entries(exact) as [EndedReasonClass, readonly string[]][]).flatMap(([reasonClass, reasons]) =>
    reasons.map((reason) => [reason, reasonClass] as const),
  ),
);

/** The class of a reason the provider documents; undefined for one it does not (yet). */
export function classifyEndedReason(reason: string): EndedReasonClass | undefined {
  const known = byReason.get(reason);
  if (known !== undefined) return known;
  const family = families.find(([prefix]) => reason.startsWith(prefix))?.[1];
  if (family === undefined) return undefined;
  if (transient.test(reason)) return 'failure';
  return ownersFault.test(reason) ? 'unavailable' : family;
}

/** Whether a reason means the call failed. One the table does not know counts as a failure: a new reason is far likelier an error. */
export function isFailedEnd(reason: string | undefined): boolean {
  if (reason === undefined) return false;
  const reasonClass = classifyEndedReason(reason);
  return reasonClass === undefined || reasonClass === 'failure' || reasonClass === 'unavailable' || reasonClass === 'microphone';
}
