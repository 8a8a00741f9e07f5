import { errorStack, isoAt } from '../telemetry';
import type { WebCall, WebCallCreate } from '../provider-api';
import type { CallEvent } from './call-events';
import type { CallObjectPreferences } from './call-object';

// What a start is asked for, and whether it may go: the assistant, squad or workflow, the
// web-call body they make, and the events of bad input; and the room the web call gives the join.

/** Values for the assistant's template variables, by name. */
export type AssistantVariables = Readonly<Record<string, string>>;

/** An assistant, squad or workflow: a string is an id, an object an inline definition. */
export type Definition = string | Record<string, unknown>;

export interface StartParams {
  assistant?: Definition;
  squad?: Definition;
  workflow?: Definition;
  assistantOverrides?: Record<string, unknown>;
  workflowOverrides?: Record<string, unknown>;
  /** The assistant's variable values (`{{ name }}` in its messages), sent in the web call's `assistantOverrides` (over any there). */
  variableValues?: AssistantVariables;
  /** The call object's options for this call only, over the client's own (e.g. `startAudioOff` for a typed call). */
  callObject?: CallObjectPreferences;
  /** The visitor's microphone for this call (null or none: the browser's default), set on the call object before it joins. */
  microphone?: string | null;
}

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
    assistantOverrides: params.variableValues
      ? { ...params.assistantOverrides, variableValues: params.variableValues }
      : params.assistantOverrides,
    squad,
    squadId,
    workflow,
    workflowId,
    workflowOverrides: params.workflowOverrides,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

export interface DefinitionFlags {
  readonly hasAssistant: boolean;
  readonly hasSquad: boolean;
  readonly hasWorkflow: boolean;
}

export function definitionFlags(params: StartParams): DefinitionFlags {
  return { hasAssistant: Boolean(params.assistant), hasSquad: Boolean(params.squad), hasWorkflow: Boolean(params.workflow) };
}

/** isMobile for reports: a throwing detector counts as not mobile. */
export function safeIsMobile(deps: { readonly isMobile: () => boolean }): boolean {
  try {
    return deps.isMobile();
  } catch {
    return false;
  }
}

/** No assistant, squad or workflow: validation-error at input-validation, then call-start-failed. */
export function validationEvents(definition: DefinitionFlags, isMobile: boolean, at: number): CallEvent[] {
  const error = new Error(missingDefinitionMessage);
  const stack = errorStack(error);
  return [
    {
      type: 'error',
      error: { type: 'validation-error', stage: 'input-validation', error, message: error.message, duration: 0, timestamp: isoAt(at) },
    },
    {
      type: 'call-start-failed',
      stage: 'input-validation',
      totalDuration: 0,
      error: error.message,
      ...(stack === undefined ? {} : { errorStack: stack }),
      context: { ...definition, isMobile },
    },
  ];
}

export const missingRoomUrlMessage = 'The web call has no room URL (webCallUrl or transport.callUrl).';

/** The room to join: `webCallUrl`, else `transport.callUrl` (the provider's SDK names both); none is undefined. */
export function roomUrl(webCall: WebCall): string | undefined {
  const transport: unknown = webCall.transport;
  const callUrl = typeof transport === 'object' && transport !== null ? (transport as { callUrl?: unknown }).callUrl : undefined;
  return [webCall.webCallUrl, callUrl].find((url): url is string => typeof url === 'string' && url !== '');
}

/** The meeting token the provider may issue with a web call (`transport.callToken`), which the join must carry. */
export function callToken(webCall: WebCall): string | undefined {
  const transport: unknown = webCall.transport;
  const token = typeof transport === 'object' && transport !== null ? (transport as { callToken?: unknown }).callToken : undefined;
  return typeof token === 'string' && token !== '' ? token : undefined;
}
