import Module, { createRequire } from 'node:module';
import type VapiClass from '@vapi-ai/web';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVoiceCall, type VoiceCall } from '../../streams/call/voice-call';
import type { CallEvent } from '../../streams/call/call-events';
import type { CallObjectOptions } from '../../streams/call/call-object';
import type { WebCallCreate } from '../../streams/provider-api/create-web-call';
import { createDomAudioOutput } from '../../streams/call/audio-output';
import { createSimulatedCallObjectFactory, type SimulatedCallObjectFactory } from '../../streams/simulated/simulated-factory';
import { simulatedConversation } from '../../streams/simulated/simulated-script';
import { simulatedWebCall } from '../../streams/simulated/web-call';
import type { SimulatedCallObject } from '../../streams/simulated/simulated-call-object';
import { greetingOnly } from '../fakes/fake-call-factory';
import { FakeMicrophone } from '../fakes/fake-microphone';
import { ScriptedVoice } from '../fakes/scripted-voice';
import { VirtualClock } from '../fakes/virtual-clock';

// A differential run: the same call through our client and through the provider's web SDK
// (@vapi-ai/web, pinned), each over a fresh emulated Daily call object, comparing what each
// reports to the page and what each sends to the room.

// The SDK is CommonJS and require()s daily-js itself, which vi.mock cannot reach: its copy of
// daily-js is put in Node's module cache instead, as a module whose createCallObject hands out
// the emulator's call objects.
const nodeRequire = createRequire(import.meta.url);
const sdkPath = nodeRequire.resolve('@vapi-ai/web');
const sdkDailyPath = createRequire(sdkPath).resolve('@daily-co/daily-js');

let currentFactory: SimulatedCallObjectFactory | undefined;
const dailyStandIn = new Module(sdkDailyPath);
dailyStandIn.filename = sdkDailyPath;
dailyStandIn.loaded = true;
const createCallObject = (options: CallObjectOptions): SimulatedCallObject => {
  if (!currentFactory) throw new Error('No emulator factory for this run.');
  return currentFactory.create(options);
};
dailyStandIn.exports = { __esModule: true, default: { createCallObject }, createCallObject };
nodeRequire.cache[sdkDailyPath] = dailyStandIn;

// Required only after the stand-in is in the cache.
const { default: Vapi } = nodeRequire('@vapi-ai/web') as { default: typeof VapiClass };

const API_BASE = 'https://api.provider.test';

/** One emulated room per run, from the same options for both clients. */
function emulator(clock: VirtualClock): SimulatedCallObjectFactory {
  return createSimulatedCallObjectFactory({
    scheduler: clock.scheduler,
    voice: () => new ScriptedVoice(clock.scheduler),
    microphone: () => new FakeMicrophone(clock.scheduler),
    conversation: greetingOnly,
  });
}

/** What a page is told, reduced to what both clients report alike. */
type Reported =
  | { kind: 'call-start' | 'speech-start' | 'speech-end' | 'call-end' }
  | {
      kind: 'message';
      type: unknown;
      role?: unknown;
      transcriptType?: unknown;
      transcript?: unknown;
      status?: unknown;
      endedReason?: unknown;
    }
  | { kind: 'error'; type: unknown };

function messageOf(message: Record<string, unknown>): Reported {
  const { type, role, transcriptType, transcript, status, endedReason } = message;
  const reported: Record<string, unknown> = { kind: 'message', type };
  for (const [key, value] of Object.entries({ role, transcriptType, transcript, status, endedReason }))
    if (value !== undefined) reported[key] = value;
  return reported as Reported;
}

interface Run {
  clock: VirtualClock;
  factory: SimulatedCallObjectFactory;
  reported: Reported[];
  /** Every event kind seen, comparable or not. */
  kinds: Set<string>;
  room: () => SimulatedCallObject;
  webCallBodies: unknown[];
  /** What an error event carried besides its type. */
  errorDetails: unknown[];
}

/** Advances the emulator's virtual time and the SDK's timers together, letting promises and fetch settle. */
async function advance(clock: VirtualClock, ms: number): Promise<void> {
  for (let done = 0; done < ms; done += 50) {
    await clock.advance(50);
    vi.advanceTimersByTime(50);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

function newRun(): Run {
  const clock = new VirtualClock();
  const factory = emulator(clock);
  return {
    clock,
    factory,
    reported: [],
    kinds: new Set(),
    room: () => {
      const room = factory.created.at(-1);
      if (!room) throw new Error('No call object was created.');
      return room;
    },
    webCallBodies: [],
    errorDetails: [],
  };
}

/** Our client over its own emulated room. */
function ours() {
  const run = newRun();
  const doc = document.implementation.createHTMLDocument('ours');
  const client = createVoiceCall({
    createWebCall: (body: WebCallCreate, signal: AbortSignal) => {
      // As it would go over the wire: JSON drops what is undefined.
      run.webCallBodies.push(JSON.parse(JSON.stringify(body)) as unknown);
      return run.factory.createWebCall(body, signal);
    },
    callObjectFactory: run.factory,
    scheduler: run.clock.scheduler,
    isMobile: false,
    audioOutput: createDomAudioOutput({ document: doc, toStream: () => null, play: () => Promise.resolve() }),
    log: { log: () => undefined, warn: () => undefined, error: () => undefined },
  });
  client.events$.subscribe((event: CallEvent) => {
    run.kinds.add(event.type);
    if (event.type === 'call-start' || event.type === 'speech-start' || event.type === 'speech-end' || event.type === 'call-end')
      run.reported.push({ kind: event.type });
    else if (event.type === 'message') run.reported.push(messageOf(event.message as unknown as Record<string, unknown>));
    else if (event.type === 'error') {
      run.reported.push({ kind: 'error', type: event.error.type });
      run.errorDetails.push(event.error);
    }
  });
  return { run, client };
}

/** The provider's SDK over its own emulated room; its POST /call/web answered as the emulator answers. */
function theirs() {
  const run = newRun();
  currentFactory = run.factory;
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
    if (!(init.method === 'POST' && input === `${API_BASE}/call/web` && typeof init.body === 'string')) {
      return Promise.reject(new Error(`Unexpected request ${init.method ?? 'GET'} ${input}`));
    }
    const body = JSON.parse(init.body) as WebCallCreate;
    run.webCallBodies.push(body);
    return Promise.resolve(
      new Response(JSON.stringify(simulatedWebCall(body)), { status: 201, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  const vapi = new Vapi('public-key', API_BASE);
  for (const kind of ['call-start', 'speech-start', 'speech-end', 'call-end'] as const) {
    vapi.on(kind, () => {
      run.kinds.add(kind);
      run.reported.push({ kind });
    });
  }
  vapi.on('message', (message: Record<string, unknown>) => {
    run.kinds.add('message');
    run.reported.push(messageOf(message));
  });
  vapi.on('error', (error: { type?: unknown; error?: unknown }) => {
    run.kinds.add('error');
    run.reported.push({ kind: 'error', type: error.type });
    run.errorDetails.push(error.error);
  });
  for (const kind of ['volume-level', 'call-start-progress', 'call-start-success', 'call-start-failed', 'audio'] as const)
    vapi.on(kind, () => run.kinds.add(kind));
  return { run, vapi };
}

/** The room's app messages, parsed where they are JSON. */
function sent(room: SimulatedCallObject): unknown[] {
  return room.sentMessages.map((data) => {
    try {
      return JSON.parse(data) as unknown;
    } catch {
      return data;
    }
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // jsdom plays nothing and has no MediaStream; the SDK builds its own <audio> for the assistant.
  vi.stubGlobal(
    'MediaStream',
    class {
      constructor(readonly tracks: MediaStreamTrack[]) {}
    },
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  currentFactory = undefined;
  document.body.querySelectorAll('audio').forEach((player) => player.remove());
});

/** One scenario on both sides: start, let the assistant greet, act, let the call run on. */
async function differential(act: {
  ours: (client: VoiceCall, room: SimulatedCallObject) => void;
  theirs: (vapi: VapiClass, room: SimulatedCallObject) => void | Promise<void>;
}) {
  const a = ours();
  const startedA = a.client.start({ assistant: 'simulated-assistant' });
  await advance(a.run.clock, 4000);
  expect(await startedA).not.toBeNull();
  act.ours(a.client, a.run.room());
  await advance(a.run.clock, 4000);

  const b = theirs();
  const startedB = b.vapi.start('simulated-assistant');
  await advance(b.run.clock, 4000);
  expect(await startedB).not.toBeNull();
  await act.theirs(b.vapi, b.run.room());
  await advance(b.run.clock, 4000);
  return { ours: a.run, theirs: b.run };
}

/** Removes the first item equal to each of `expected` from `list`, failing unless every one is there. */
function withoutDifferences<T>(list: readonly T[], expected: readonly T[]): T[] {
  const rest = [...list];
  for (const item of expected) {
    const index = rest.findIndex((candidate) => JSON.stringify(candidate) === JSON.stringify(item));
    expect(index, `expected difference ${JSON.stringify(item)}`).toBeGreaterThanOrEqual(0);
    rest.splice(index, 1);
  }
  return rest;
}

const greeting = simulatedConversation.turns[0]?.text ?? '';
/** The start both report alike: connected, the greeting as a partial and a final transcript, its speech. */
const greeted: Reported[] = [
  { kind: 'call-start' },
  {
    kind: 'message',
    type: 'transcript',
    role: 'assistant',
    transcriptType: 'partial',
    transcript: greeting
      .split(' ')
      .slice(0, Math.ceil(greeting.split(' ').length / 2))
      .join(' '),
  },
  { kind: 'speech-start' },
  { kind: 'message', type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: greeting },
  { kind: 'speech-end' },
];

const visitorEnded: Reported[] = [
  { kind: 'call-end' },
  { kind: 'message', type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' },
];

/**
 * Call-object commands only one side gives (each side's log, as a multiset, less these, must be
 * equal; the order differs where the SDK does not wait for its audio processing update):
 * ours starts the local level observer always (the SDK only when a page listens for
 * local-volume-level); the SDK asks for the call object's iframe (ours does so only in the
 * daily-js adapter, which the emulator stands in for).
 */
const oursOnlyCommands = ['startLocalAudioLevelObserver'];
const theirsOnlyCommands = ['iframe'];

function commandsOf(run: Run, only: readonly string[]): string[] {
  return withoutDifferences(
    run.room().commands.map((command) => command.method),
    only,
  ).sort();
}

describe('the same call through our client and the provider web SDK (@vapi-ai/web 2.7.1), each over an emulated room', () => {
  it('the assistant greets, the visitor ends the call: the same events, the same app messages', async () => {
    const { ours: a, theirs: b } = await differential({ ours: (client) => client.stop(), theirs: (vapi) => vapi.stop() });
    expect(b.reported).toEqual([...greeted, ...visitorEnded]);
    expect(a.reported).toEqual(b.reported);
    expect(sent(a.room())).toEqual(['playable']);
    expect(sent(a.room())).toEqual(sent(b.room()));
    // The same web call asked for.
    expect(a.webCallBodies).toEqual(b.webCallBodies);
    // Event kinds only one side has: ours reports the visitor's level always; the SDK hands the page its <audio>.
    expect([...a.kinds].filter((kind) => !b.kinds.has(kind))).toEqual(['local-volume-level']);
    expect([...b.kinds].filter((kind) => !a.kinds.has(kind))).toEqual(['audio']);
    // The SDK's stop() destroys the call object, whose left-meeting makes the SDK clean up, which destroys it again.
    expect(commandsOf(a, oursOnlyCommands)).toEqual(commandsOf(b, [...theirsOnlyCommands, 'destroy']));
  });

  it('the assistant ends the call itself: both report a normal end, each with its own error for the ejection', async () => {
    const { ours: a, theirs: b } = await differential({
      ours: (_client, room) => room.simulateAssistantHangUp(),
      theirs: (_vapi, room) => room.simulateAssistantHangUp(),
    });
    const assistantEnded: Reported = { kind: 'message', type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' };
    // The SDK passes Daily's fatal error on as a daily-error; ours names it meeting-ended (a normal end, for the dev log).
    expect(b.reported).toEqual([...greeted, assistantEnded, { kind: 'error', type: 'daily-error' }, { kind: 'call-end' }]);
    expect(a.reported).toEqual([...greeted, assistantEnded, { kind: 'error', type: 'meeting-ended' }, { kind: 'call-end' }]);
    const ejected = { type: 'ejected', msg: 'Meeting has ended' };
    expect(b.errorDetails).toMatchObject([{ errorMsg: 'Meeting has ended', error: ejected }]);
    expect(a.errorDetails).toMatchObject([{ type: 'meeting-ended', stage: 'in-call', error: { error: ejected } }]);
    expect(sent(a.room())).toEqual(sent(b.room()));
    // Neither gave a command after the room went: one destroy each.
    expect(commandsOf(a, oursOnlyCommands)).toEqual(commandsOf(b, theirsOnlyCommands));
  });

  it('typed words: the same add-message reaches the room but for ours asking for a reply; ours also reports the visitor’s turn', async () => {
    const words = 'My mother is in hospital and would love a visit';
    const { ours: a, theirs: b } = await differential({
      ours: (client) => client.sendText(words),
      theirs: (vapi) => vapi.send({ type: 'add-message', message: { role: 'user', content: words } }),
    });
    const added = { type: 'add-message', message: { role: 'user', content: words } };
    expect(sent(b.room())).toEqual(['playable', added]);
    // The one allowed difference: ours asks the assistant to answer the typed turn.
    expect(sent(a.room())).toEqual(['playable', { ...added, triggerResponseEnabled: true }]);
    // Ours reports the visitor's typed turn as a final user transcript; the SDK reports nothing for a send().
    const typedTurn: Reported = { kind: 'message', type: 'transcript', role: 'user', transcriptType: 'final', transcript: words };
    expect(withoutDifferences(a.reported, [typedTurn])).toEqual(b.reported);
    expect(b.reported).toEqual(greeted);
  });

  it('say: the same message reaches the room and the assistant says it, reported alike', async () => {
    const line = 'One moment, please.';
    const { ours: a, theirs: b } = await differential({
      ours: (client) => client.say(line),
      theirs: (vapi) => vapi.say(line),
    });
    const said: Reported[] = [
      { kind: 'message', type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: 'One moment,' },
      { kind: 'speech-start' },
      { kind: 'message', type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: line },
      { kind: 'speech-end' },
    ];
    expect(b.reported).toEqual([...greeted, ...said]);
    expect(a.reported).toEqual(b.reported);
    const say = { type: 'say', message: line, interruptionsEnabled: false, interruptAssistantEnabled: false };
    expect(sent(b.room())).toEqual(['playable', say]);
    expect(sent(a.room())).toEqual(sent(b.room()));
  });

  it("end-call: ours sent as a message, the SDK's end(); the same message reaches the room", async () => {
    const { ours: a, theirs: b } = await differential({
      ours: (client) => client.send({ type: 'end-call' }),
      theirs: (vapi) => vapi.end(),
    });
    // The emulated assistant hangs up within the send, before the SDK's end() destroys the call object.
    const assistantEnded: Reported = { kind: 'message', type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' };
    expect(b.reported).toEqual([...greeted, assistantEnded, { kind: 'error', type: 'daily-error' }, { kind: 'call-end' }]);
    expect(a.reported).toEqual([...greeted, assistantEnded, { kind: 'error', type: 'meeting-ended' }, { kind: 'call-end' }]);
    expect(sent(b.room())).toEqual(['playable', { type: 'end-call' }]);
    expect(sent(a.room())).toEqual(sent(b.room()));
    // end() is send() then stop(): one more destroy than ours, on a call object already left.
    expect(commandsOf(a, oursOnlyCommands)).toEqual(commandsOf(b, [...theirsOnlyCommands, 'destroy']));
  });
});
