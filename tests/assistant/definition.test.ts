import { Liquid } from 'liquidjs';
import { describe, expect, it } from 'vitest';
import { ASSISTANT, ASSISTANT_TAG, CALL_NOTICE, CLIENT_MESSAGES, MAX_CALL_SECONDS, SYSTEM_PROMPT } from '../../assistant/definition';
import { CHURCH, CRISIS_REPLY, GREETING, TEAM_IDS } from '../../assistant/church';
import { CHURCH_NAME_VARIABLE, churchNameOf } from '../../assistant/church-name';
import { CALL_RECORDED } from '../../assistant/live-call';
import { privacyLineText } from '../../src/content/privacy-line';
import { CAPTURE_TOOL_ARGUMENTS, CAPTURE_TOOLS } from '../../streams/call/messages';
import type { CallEvent } from '../../streams/call/call-events';
import { emptyCallRecord, reduceCallRecord } from '../../streams/call/call-record';

// The live assistant's definition against what the page reads of its calls, and what it must say.

interface FunctionTool {
  type: 'function';
  async?: boolean;
  function: { name: string; parameters?: { properties: Record<string, unknown>; required?: readonly string[] } };
}
const model = ASSISTANT.model as { tools?: readonly { type: string }[]; messages?: readonly { role: string; content?: string | null }[] };
const functionTools = (model.tools ?? []).filter((tool): tool is FunctionTool => tool.type === 'function');

/** A message as the provider speaks it: its template rendered with the call's variable values (LiquidJS, as the provider's document says). */
function said(template: string | undefined, variableValues: Record<string, string>): Promise<string> {
  return new Liquid({ strictFilters: true }).parseAndRender(template ?? '', variableValues) as Promise<string>;
}

/** A call in which the assistant calls `name` with a sample value for every argument its definition gives the model. */
function callWith(name: string): CallEvent[] {
  const tool = functionTools.find((candidate) => candidate.function.name === name);
  const args = Object.fromEntries(Object.keys(tool?.function.parameters?.properties ?? {}).map((key) => [key, `sample ${key}`]));
  return [
    { type: 'call-start' },
    {
      type: 'message',
      message: {
        type: 'conversation-update',
        conversation: [
          { role: 'assistant', content: '', tool_calls: [{ type: 'function', function: { name, arguments: JSON.stringify(args) } }] },
        ],
      },
    },
  ];
}
const capturesOf = (events: readonly CallEvent[]) =>
  events.reduce((record, event, index) => reduceCallRecord(record, event, index), emptyCallRecord).captures;

describe('the live assistant’s definition', () => {
  it('records what the page says it records: the line beside Start, the first message and the provider’s setting agree', () => {
    expect(ASSISTANT.artifactPlan?.recordingEnabled).toBe(CALL_RECORDED);
    expect(CALL_RECORDED).toBe(false);
    expect(privacyLineText.live).toBe('The call is transcribed by our AI provider, not recorded, to show you its summary.');
    expect(CALL_NOTICE).toBe('This demo call is transcribed so you can see its words, and not recorded.');
  });

  it('gives the model the three capture tools with the call record’s own arguments, each answered by nobody, and a way to end the call', () => {
    expect(functionTools.map((tool) => tool.function.name).sort()).toEqual(Object.values(CAPTURE_TOOLS).sort());
    for (const tool of functionTools) {
      const schema = CAPTURE_TOOL_ARGUMENTS[tool.function.name as keyof typeof CAPTURE_TOOL_ARGUMENTS];
      expect(Object.keys(tool.function.parameters?.properties ?? {})).toEqual(Object.keys(schema.properties));
      expect(tool.function.parameters?.required).toEqual(schema.required);
      for (const field of Object.values(tool.function.parameters?.properties ?? {}))
        expect(field).toMatchObject({ type: 'string', description: expect.any(String) as unknown });
      expect(tool.async).toBe(true);
    }
    expect(model.tools?.some((tool) => tool.type === 'endCall')).toBe(true);
  });

  it('each tool, called with the arguments its schema names, fills the notepad: the schema and the parser agree', () => {
    expect(capturesOf(callWith(CAPTURE_TOOLS.routing)).routing).toEqual({ team: 'sample team', leader: 'sample leader' });
    expect(capturesOf(callWith(CAPTURE_TOOLS.booking)).booking).toEqual({
      leader: 'sample leader',
      when: 'sample when',
      place: 'sample place',
    });
    expect(capturesOf(callWith(CAPTURE_TOOLS.caller))).toMatchObject({ need: 'sample need', church: 'sample church' });
  });

  it('requires in each schema exactly what the parser needs: a routing or booking without one of them captures nothing', () => {
    for (const name of [CAPTURE_TOOLS.routing, CAPTURE_TOOLS.booking] as const) {
      const { required } = CAPTURE_TOOL_ARGUMENTS[name];
      expect([...required].sort()).toEqual(Object.keys(CAPTURE_TOOL_ARGUMENTS[name].properties).sort());
    }
    expect(CAPTURE_TOOL_ARGUMENTS.note_caller.required).toEqual([]);
  });

  it('sends the page the messages it reads and no server anything; three minutes at most; no recording', () => {
    expect(ASSISTANT.clientMessages).toEqual([...CLIENT_MESSAGES]);
    expect(ASSISTANT.serverMessages).toEqual([]);
    expect(ASSISTANT.maxDurationSeconds).toBe(MAX_CALL_SECONDS);
    expect(MAX_CALL_SECONDS).toBe(180);
    expect(ASSISTANT.artifactPlan).toMatchObject({ recordingEnabled: false, videoRecordingEnabled: false });
    expect(ASSISTANT.transcriber).toMatchObject({ provider: 'deepgram', language: 'en-AU', mipOptOut: true });
    expect(ASSISTANT.metadata).toEqual(ASSISTANT_TAG);
  });

  it('first says it is an AI and what the call keeps, heard whole, then asks as the simulated assistant does', async () => {
    expect(await said(ASSISTANT.firstMessage, {})).toBe(`${GREETING.whoAnswers} ${CALL_NOTICE} ${GREETING.question}`);
    expect(await said(ASSISTANT.firstMessage, { churchName: '' })).toBe(`${GREETING.whoAnswers} ${CALL_NOTICE} ${GREETING.question}`);
    expect(ASSISTANT.firstMessageInterruptionsEnabled).toBe(false);
  });

  it("greets and says goodbye for the visitor's church when the call is given its name, spoken as typed", async () => {
    const variableValues = { [CHURCH_NAME_VARIABLE]: "St Mary's & St Joseph's, Kew" };
    expect(await said(ASSISTANT.firstMessage, variableValues)).toBe(
      `Hello, I'm Vestry's AI receptionist for St Mary's & St Joseph's, Kew. ${CALL_NOTICE} ${GREETING.question}`,
    );
    expect(await said(ASSISTANT.endCallMessage, variableValues)).toBe(
      "Thanks for calling St Mary's & St Joseph's, Kew. Have a lovely day. Goodbye.",
    );
    expect(await said(ASSISTANT.endCallMessage, {})).toBe(`Thanks for calling ${CHURCH.name}. Have a lovely day. Goodbye.`);
    // A name is text: the rule lets no template through, and the prompt never holds one.
    expect(churchNameOf('{{ systemPrompt }}')).toBeNull();
    expect(SYSTEM_PROMPT).not.toContain('{{');
    expect(SYSTEM_PROMPT).not.toContain('{%');
  });

  it('its prompt puts safety first (000 and Lifeline in the crisis reply) and names every team and leader as the page does', () => {
    const system = model.messages?.find((message) => message.role === 'system')?.content;
    expect(system).toBe(SYSTEM_PROMPT);
    expect(SYSTEM_PROMPT).toContain(CRISIS_REPLY);
    expect(CRISIS_REPLY).toMatch(/000.*13 11 14/);
    const firstTeam = SYSTEM_PROMPT.indexOf(CHURCH.teams['pastoral-care'].team + ':');
    expect(SYSTEM_PROMPT.indexOf(CRISIS_REPLY)).toBeLessThan(firstTeam);
    for (const id of TEAM_IDS) expect(SYSTEM_PROMPT).toContain(`${CHURCH.teams[id].team}: ${CHURCH.teams[id].leader}`);
    expect(SYSTEM_PROMPT).toMatch(/child/);
    // The demo promises no call back, to a caller at risk or to a child-safety disclosure.
    expect(SYSTEM_PROMPT).toContain('this is only a demonstration, so no one will call them');
    expect(SYSTEM_PROMPT).toContain('nothing they say here is passed on to anyone');
    expect(SYSTEM_PROMPT).toContain('Kids Helpline is 1800 55 1800');
    expect(SYSTEM_PROMPT).not.toMatch(/would call them back|will call (them|you) back/);
    expect(SYSTEM_PROMPT).toMatch(/medical, legal or financial advice/);
  });
});
