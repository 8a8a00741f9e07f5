// What a provision run is asked (its mode and settings) and what it answers: a plan per resource, field
// by field, or how it stopped. A field counts as the same when every value the repository sets is there.

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
