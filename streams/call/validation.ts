import { errorStack, isoTime } from '../telemetry';
import type { CallEvent } from './call-events';
import { definitionFlags } from './start-stages';
import { safeIsMobile, type ResolvedDeps } from './voice-call-deps';
import { missingDefinitionMessage, type StartParams } from './web-call';

/** No assistant, squad or workflow: validation-error at input-validation, then call-start-failed. */
export function validationEvents(params: StartParams, deps: Pick<ResolvedDeps, 'scheduler' | 'isMobile'>): CallEvent[] {
  const error = new Error(missingDefinitionMessage);
  const stack = errorStack(error);
  return [
    { type: 'error', error: { type: 'validation-error', stage: 'input-validation', error, message: error.message, timestamp: isoTime(deps.scheduler) } },
    {
      type: 'call-start-failed',
      stage: 'input-validation',
      totalDuration: 0,
      error: error.message,
      ...(stack === undefined ? {} : { errorStack: stack }),
      context: { ...definitionFlags(params), isMobile: safeIsMobile(deps) },
    },
  ];
}
