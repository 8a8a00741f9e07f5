import type { StartStage, StageStatus } from './start-stage';

export interface CallStartProgressEvent {
  type: 'call-start-progress';
  stage: StartStage;
  status: StageStatus;
  /** Milliseconds since the stage started (0 for `started`). */
  duration: number;
  /** ISO 8601, from the scheduler's clock. */
  timestamp: string;
  metadata: Record<string, unknown>;
}

export interface CallStartSuccessEvent {
  type: 'call-start-success';
  totalDuration: number;
  callId: string;
}

export interface StartContext {
  hasAssistant: boolean;
  hasSquad: boolean;
  hasWorkflow: boolean;
  isMobile: boolean;
}

export interface CallStartFailedEvent {
  type: 'call-start-failed';
  stage: StartStage | 'input-validation';
  totalDuration: number;
  error: string;
  errorStack?: string;
  context: StartContext;
  /** Trying again will not help (see CallError's `permanent`). */
  permanent?: true;
  /** The demo-call endpoint refused the call for a limit (see CallError's `quota`). */
  quota?: QuotaScope;
  /** Seconds until that limit lifts. */
  retryAfter?: number;
  /** Try again in a minute (see CallError's `busy`). */
  busy?: true;
}

/** Whose limit the demo-call endpoint refused a call for: this visitor's day, the site's day, or this connection's minute. */
export type QuotaScope = 'visitor' | 'site' | 'rate';

const quotaScopes: ReadonlySet<unknown> = new Set<QuotaScope>(['visitor', 'site', 'rate']);

export function isQuotaScope(value: unknown): value is QuotaScope {
  return quotaScopes.has(value);
}

export type TelemetryEvent = CallStartProgressEvent | CallStartSuccessEvent | CallStartFailedEvent;

const telemetryTypes: ReadonlySet<string> = new Set(['call-start-progress', 'call-start-success', 'call-start-failed']);

export function isTelemetryEvent<E extends { type: string }>(event: E): event is Extract<E, TelemetryEvent> {
  return telemetryTypes.has(event.type);
}
