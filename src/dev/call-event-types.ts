import type { CallEvent, CallEventType, StartStage } from '../../streams/call';

export type { CallEvent, CallEventType, StartStage };
export type ProgressEvent = Extract<CallEvent, { type: 'call-start-progress' }>;

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
  'speech-start',
  'speech-end',
  'error',
  'camera-error',
  'video',
  'network-quality',
  'network-connection',
  'participant-updated',
] as const satisfies readonly CallEventType[];

// Fails to compile when the client's union gains a type the filter does not list.
type Missing = Exclude<CallEventType, (typeof callEventTypes)[number]>;
const everyTypeListed: [Missing] extends [never] ? true : Missing = true;
void everyTypeListed;
