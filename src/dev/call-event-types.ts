import type { CallEvent, StartStage } from '../../streams/call';
import type { CspViolationEvent } from './csp-violations';

/** What the log shows: every event of the voice-call client, and the page's CSP violations. */
export type LogEvent = CallEvent | CspViolationEvent;
export type LogEventType = LogEvent['type'];
export type { StartStage };
export type ProgressEvent = Extract<LogEvent, { type: 'call-start-progress' }>;

/** Every event type, in a sensible reading order, for the type filter. */
export const callEventTypes = [
  'call-start-progress',
  'call-start-success',
  'call-start-failed',
  'call-start',
  'call-end',
  'message',
  'volume-level',
  'local-volume-level',
  'local-volume-unavailable',
  'speech-start',
  'speech-end',
  'error',
  'camera-error',
  'video',
  'network-quality',
  'network-connection',
  'participant-updated',
  'csp-violation',
] as const satisfies readonly LogEventType[];

// Fails to compile when the client's union gains a type the filter does not list.
type Missing = Exclude<LogEventType, (typeof callEventTypes)[number]>;
const everyTypeListed: [Missing] extends [never] ? true : Missing = true;
void everyTypeListed;
