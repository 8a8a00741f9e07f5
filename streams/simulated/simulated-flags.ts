// The failure paths a page's query string asks the simulated assistant to try (`?simulate-…`).
// Loaded only where the query names one, so a visitor's first press does not carry it.
import type { StartStage } from '../call';
import { startStages } from '../telemetry';
import type { SimulatedScript } from './simulated-script';

export interface SimulatedFlags {
  /** `?simulate-fail=<stage>`: that start stage fails. */
  readonly failAt?: StartStage;
  /**
   * `?simulate-join-ms=<ms>` slows the join, to look at the connecting state;
   * `?simulate-ended-reason=<endedReason>`: the assistant ends the call with that reason before it listens;
   * `?simulate-audio-processor-error[=<ms>]`: noise cancellation, once asked for, fails that long after (default 3 s);
   * `?simulate-prompt-after-ms=<ms>`: the assistant waits that long in silence before it prompts, so a test's slow steps between
   * the visitor's turns do not let a prompt in.
   */
  readonly script: Partial<SimulatedScript>;
  /** `?simulate-web-call-status=<status>`: POST /call/web's answer, that HTTP failure, as the provider would give it. */
  readonly refusedWebCall?: () => Promise<never>;
}

/** A plausible provider `endedReason`: lower case, digits, dots and dashes (e.g. `pipeline-error-openai-llm-failed`). */
const ENDED_REASON = /^[a-z0-9.-]{1,120}$/;

/** Shaped as the provider client's ProviderApiError where the client reads it: its message and its `status`. */
function refusedWebCall(status: number): Promise<never> {
  return Promise.reject(Object.assign(new Error(`Provider API request failed with HTTP ${status} (simulated)`), { status }));
}

function scripted(params: URLSearchParams): Partial<SimulatedScript> {
  const joinMs = Number(params.get('simulate-join-ms'));
  const endedReason = params.get('simulate-ended-reason') ?? '';
  const failMs = params.get('simulate-audio-processor-error');
  const promptMs = Number(params.get('simulate-prompt-after-ms'));
  return {
    ...(Number.isFinite(joinMs) && joinMs > 0 ? { joinDelayMs: joinMs } : {}),
    ...(Number.isFinite(promptMs) && promptMs > 0 ? { promptAfterMs: promptMs } : {}),
    ...(ENDED_REASON.test(endedReason) ? { endedReason } : {}),
    ...(failMs === null ? {} : { audioProcessorErrorMs: Number(failMs) > 0 ? Number(failMs) : 3000 }),
  };
}

/** The flags of a page's query string. */
export function simulatedFlags(search: string): SimulatedFlags {
  const params = new URLSearchParams(search);
  const status = Number(params.get('simulate-web-call-status'));
  const refused = Number.isInteger(status) && status >= 400 && status <= 599;
  return {
    failAt: startStages.find((stage) => stage === params.get('simulate-fail')),
    script: scripted(params),
    ...(refused ? { refusedWebCall: () => refusedWebCall(status) } : {}),
  };
}
