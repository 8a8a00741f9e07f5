// The one call the Worker makes to the provider: POST /call/web for the demo assistant, with a body
// of its own. Of what the page sends, only the church's name reaches it, as the assistant's one
// variable, so no override (a longer call, another model) can.
import { CHURCH_NAME_VARIABLE } from './church-name.ts';

export const PROVIDER_API_BASE_URL = 'https://api.vapi.ai';

/** How long the provider is given to create a call; past it, the call is treated as not made. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** What the page is told of the call: the room to join and the two flags the call client reads, no bearer. */
export interface CreatedCall {
  callId: string;
  webCallUrl: string;
  artifactPlan: { videoRecordingEnabled: boolean };
  assistant: { voice: { provider: string } };
  /** The room's own join token, where the provider issues one: it opens this call's room and nothing else. */
  transport?: { callToken: string };
}

export type ProviderAnswer =
  | { outcome: 'created'; call: CreatedCall }
  /** 201, but no call id or room in it: the call may exist (so it is counted), and the page cannot join it. */
  | { outcome: 'unusable'; callId: string | undefined }
  | { outcome: 'failed'; reason: string };

function at(value: unknown, ...path: string[]): unknown {
  let here = value;
  for (const key of path) here = typeof here === 'object' && here !== null ? (here as Record<string, unknown>)[key] : undefined;
  return here;
}

const nonEmpty = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function createdCall(body: unknown): CreatedCall | undefined {
  const callId = nonEmpty(at(body, 'id'));
  // The provider's SDK reads the room from either field.
  const webCallUrl = nonEmpty(at(body, 'webCallUrl')) ?? nonEmpty(at(body, 'transport', 'callUrl'));
  if (callId === undefined || webCallUrl === undefined || !/^https:\/\//.test(webCallUrl)) return undefined;
  const callToken = nonEmpty(at(body, 'transport', 'callToken'));
  return {
    callId,
    webCallUrl,
    artifactPlan: { videoRecordingEnabled: at(body, 'artifactPlan', 'videoRecordingEnabled') === true },
    assistant: { voice: { provider: nonEmpty(at(body, 'assistant', 'voice', 'provider')) ?? 'unknown' } },
    ...(callToken === undefined ? {} : { transport: { callToken } }),
  };
}

/** The call to make: the demo assistant, and the visitor's church for its greeting (already checked), or none. */
export interface DemoCallAsk {
  assistantId: string;
  churchName: string | null;
}

/** POST /call/web's body: the assistant, and its church variable alone where there is a name. */
export function demoCallBody({ assistantId, churchName }: DemoCallAsk): object {
  return churchName === null
    ? { assistantId }
    : { assistantId, assistantOverrides: { variableValues: { [CHURCH_NAME_VARIABLE]: churchName } } };
}

export async function createDemoCall(
  baseUrl: string,
  privateKey: string,
  ask: DemoCallAsk,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl.replace(/\/+$/, '')}/call/web`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${privateKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(demoCallBody(ask)),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { outcome: 'failed', reason: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network' };
  }
  if (response.status !== 201) {
    // Read and dropped: its text could echo the request.
    await response.body?.cancel();
    return { outcome: 'failed', reason: `http-${response.status}` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { outcome: 'unusable', callId: undefined };
  }
  const call = createdCall(body);
  return call ? { outcome: 'created', call } : { outcome: 'unusable', callId: nonEmpty(at(body, 'id')) };
}
