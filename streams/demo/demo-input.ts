/**
 * What the demo state machine reacts to: the visitor's intents, the attempt count,
 * and the few voice-call events it cares about.
 */
export type DemoInput =
  | { readonly type: 'start-pressed' }
  | { readonly type: 'end-pressed' }
  | { readonly type: 'attempts-changed'; readonly used: number }
  | { readonly type: 'call-started' }
  | { readonly type: 'call-ended' }
  | { readonly type: 'start-failed' }
  | { readonly type: 'connect-timed-out' }
  | { readonly type: 'call-error'; readonly message?: string };

/**
 * The structural minimum of a voice-call event. `streams/call`'s `CallEvent` union
 * is assignable to it, so the demo does not depend on that folder.
 */
export interface CallEventLike {
  readonly type: string;
}

/** Maps a call event to a demo input; events the demo ignores give `undefined`. */
export function toDemoInput(event: CallEventLike): DemoInput | undefined {
  switch (event.type) {
    case 'call-start':
      return { type: 'call-started' };
    case 'call-end':
      return { type: 'call-ended' };
    case 'call-start-failed':
      return { type: 'start-failed' };
    case 'error':
      return { type: 'call-error', message: errorMessageOf(event) };
    default:
      return undefined;
  }
}

/** `event.error.message`, else the wrapped cause's message; blank counts as none. */
function errorMessageOf(event: CallEventLike): string | undefined {
  const error = field(event, 'error');
  return [field(error, 'message'), field(field(error, 'error'), 'message')].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
  );
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}
