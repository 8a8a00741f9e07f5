import { SAMPLE_IDS } from '../samples';
import type { StartStage } from '../telemetry';

/** A sample call's name. */
type SampleId = (typeof SAMPLE_IDS)[number];

// What the site counts, as Plausible custom events: each a name and props that are enumerations
// and numbers only. Nothing a visitor types, says or is called can be one of these values: the
// types say so, and `safeProps` drops anything else at run time.

export const DEMO_MODES = ['voice', 'typed'] as const;
export const ENDED_BY = ['visitor', 'assistant'] as const;
/** Where a demo call failed: a start stage of the client, its input check, the running call, the demo's own wait, or the microphone. */
export const FAILED_STAGES = [
  // The client's start stages (telemetry's `startStages`, named here so this chunk does not share one with the call client).
  ...([
    'initialization',
    'web-call-creation',
    'demo-call',
    'daily-call-object-creation',
    'mobile-permissions',
    'daily-call-join',
    'video-recording-setup',
    'audio-observer-setup',
    'audio-processing-setup',
  ] as const satisfies readonly StartStage[]),
  'input-validation',
  'in-call',
  'connecting',
  'microphone',
] as const;
export const CONTACT_FAILURES = ['http', 'network', 'timeout'] as const;
export const YES_NO = ['true', 'false'] as const;

export type DemoMode = (typeof DEMO_MODES)[number];
export type EndedBy = (typeof ENDED_BY)[number];
export type FailedStage = (typeof FAILED_STAGES)[number];
export type ContactFailure = (typeof CONTACT_FAILURES)[number];
export type YesNo = (typeof YES_NO)[number];

/**
 * An enumeration value of the provider or the client: the provider's `endedReason` values and the
 * client's error types are lowercase words joined by `-` and `.` (`customer-ended-call`,
 * `call.start.error-get-org`, `daily-call-join-error`). The brand keeps free text out of `reason`.
 */
export type Reason = string & { readonly __reason: unique symbol };

const REASON_SHAPE = /^[a-z][a-z0-9]*(?:[-.][a-z0-9]+){0,15}$/;

/** A reason, if the string has an enumeration value's shape (at most 100 characters); else undefined. */
export function asReason(value: unknown): Reason | undefined {
  return typeof value === 'string' && value.length <= 100 && REASON_SHAPE.test(value) ? (value as Reason) : undefined;
}

/** A CSP directive name (`connect-src`, `script-src-elem`); the browser's own enumeration. */
export type Directive = string & { readonly __directive: unique symbol };

export function asDirective(value: unknown): Directive | undefined {
  return typeof value === 'string' && /^[a-z]+(?:-[a-z]+){0,3}$/.test(value) && value.length <= 40 ? (value as Directive) : undefined;
}

export type AnalyticsEvent =
  | { readonly name: 'pageview' }
  | { readonly name: 'Demo Start'; readonly props: { readonly mode: DemoMode } }
  | { readonly name: 'Demo Connected'; readonly props: { readonly ms: number } }
  | {
      readonly name: 'Demo Failed';
      readonly props: { readonly stage: FailedStage; readonly reason: Reason; readonly permanent: YesNo };
    }
  | { readonly name: 'Demo Ended'; readonly props: { readonly by: EndedBy; readonly reason: Reason; readonly seconds: number } }
  | { readonly name: 'Sound Check' }
  /** The stars (1 to 5) a visitor gave the demo; never their comment. */
  | { readonly name: 'Demo Rating'; readonly props: { readonly stars: number } }
  /** A sample call begun from its start, by the sample's name. */
  | { readonly name: 'Sample Call'; readonly props: { readonly name: SampleId } }
  | { readonly name: 'Contact Sent' }
  | { readonly name: 'Contact Failed'; readonly props: { readonly kind: ContactFailure } }
  | { readonly name: 'CSP Violation'; readonly props: { readonly directive: Directive } };

/** Each prop's allowed values: a list, or a test for the provider's and the browser's enumerations. */
const ALLOWED: Readonly<Record<string, readonly string[] | ((value: string) => boolean)>> = {
  mode: DEMO_MODES,
  by: ENDED_BY,
  stage: FAILED_STAGES,
  permanent: YES_NO,
  kind: CONTACT_FAILURES,
  reason: (value) => asReason(value) !== undefined,
  directive: (value) => asDirective(value) !== undefined,
  name: SAMPLE_IDS,
};

const NUMERIC = new Set(['ms', 'seconds', 'stars']);

function allowed(key: string, value: unknown): boolean {
  if (NUMERIC.has(key)) return typeof value === 'number' && Number.isFinite(value);
  const rule = ALLOWED[key];
  if (typeof value !== 'string' || rule === undefined) return false;
  return typeof rule === 'function' ? rule(value) : rule.includes(value);
}

/** The props, with every one dropped that is not a finite number of a numeric prop or a known enumeration value of its key. */
export function safeProps(props: Readonly<Record<string, unknown>> | undefined): Record<string, string | number> {
  const kept: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(props ?? {})) if (allowed(key, value)) kept[key] = value as string | number;
  return kept;
}
