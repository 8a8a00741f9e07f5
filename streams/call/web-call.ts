import { createWebCall, type ProviderApiOptions, type WebCall, type WebCallCreate } from '../provider-api';

/** An assistant, squad or workflow: a string is an id, an object an inline definition. */
export type Definition = string | Record<string, unknown>;

export interface StartParams {
  assistant?: Definition;
  squad?: Definition;
  workflow?: Definition;
  assistantOverrides?: Record<string, unknown>;
  workflowOverrides?: Record<string, unknown>;
}

/** `POST /call/web` body and response, from the provider REST client (spec section 3). */
export type { WebCall, WebCallCreate };

export type CreateWebCall = (body: WebCallCreate, signal: AbortSignal) => Promise<WebCall>;

export const missingDefinitionMessage = 'Assistant or Squad or Workflow must be provided.';

export function hasDefinition(params: StartParams): boolean {
  return [params.assistant, params.squad, params.workflow].some(Boolean);
}

function split(definition: Definition | undefined): [Record<string, unknown> | undefined, string | undefined] {
  if (definition === undefined) return [undefined, undefined];
  return typeof definition === 'string' ? [undefined, definition] : [definition, undefined];
}

/** The web-call creation payload; undefined fields are left out. */
export function webCallBody(params: StartParams): WebCallCreate {
  const [assistant, assistantId] = split(params.assistant);
  const [squad, squadId] = split(params.squad);
  const [workflow, workflowId] = split(params.workflow);
  const body: WebCallCreate = {
    assistant,
    assistantId,
    assistantOverrides: params.assistantOverrides,
    squad,
    squadId,
    workflow,
    workflowId,
    workflowOverrides: params.workflowOverrides,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/**
 * POST /call/web through the provider REST client. Imported statically here so the
 * demo's chunk takes only this call, not the rest of the generated client.
 */
export function providerWebCall(options: ProviderApiOptions): CreateWebCall {
  return (body, signal) => createWebCall(options, body, signal);
}
