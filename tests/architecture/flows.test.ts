// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DeclarationGraph, readDeclarations } from './declarations';
import { type Row, namedSteps, readFlows, walk, wayBetween } from './walk';

// docs/flows.md walks the site's main flows file by file, one row per file, naming in backticks the
// code the flow runs there. walk.ts proves each walk whole at the level of that code: every row joined
// to the row it comes from by what their named code uses, and every file that code calls a row or a
// side step the flow lists, with the code it hands on to be called (a reducer to the machine loop) a row.
// Each walk begins at its press and ends at its view, both pinned here.

/** The most files a walk may take a reader through. */
const MAX_FILES = 20;

/**
 * The walks still longer than that, each at its length today: none may grow, and each comes off this list once it
 * fits. Start goes through the simulator, which stands in for the provider and Daily in the default build (docs/flows.md).
 */
const OVER_THE_LIMIT: Readonly<Record<string, number>> = {
  'Press Start → Connected': 21,
};

/** Where each walk begins (the press's handler) and ends (the view that shows the outcome). */
const ENDS: Readonly<Record<string, { readonly press: string; readonly view: string }>> = {
  'Press Start → Connected': {
    press: 'src/sections/hero/demo-control.tsx#ControlRow',
    view: 'src/sections/hero/call-stage.tsx#CallStatus',
  },
  'Send Message → toast': {
    press: 'src/sections/contact/contact-form.tsx#ContactForm',
    view: 'src/components/ui/toast.tsx#ToastItem',
  },
  'Assistant level → meter': {
    press: 'streams/simulated/web-audio-voice.ts#createWebAudioVoice',
    view: 'src/sections/hero/call-meters.tsx#VolumeMeter',
  },
  'Type → routed answer': {
    press: 'src/sections/hero/type-to-assistant.tsx#TypeToAssistant',
    view: 'src/sections/hero/call-captions.tsx#CaptionLines',
  },
  'Listen to a sample call → its summary': {
    press: 'src/sections/hero/sample-calls.tsx#SampleCalls',
    view: 'src/sections/hero/call-cards/office-preview.tsx#OfficePreview',
  },
};

/** The rows a walk can lose unseen, each for a reason the checker cannot see past: a branch of the view the page renders elsewhere. */
const LEFT_OUT_UNSEEN: Readonly<Record<string, readonly string[]>> = {
  // On a wide screen the sample's card also shows beside the demo, where the hero renders it.
  'Listen to a sample call → its summary': ['src/sections/hero/hero-call-card.tsx'],
};

/** The walk without one row: the rows after it renumbered, and a row that came from it coming from where it came from. */
function without(rows: readonly Row[], gone: Row): Row[] {
  const renumber = (n: number) => (n > gone.n ? n - 1 : n);
  return rows
    .filter((row) => row !== gone)
    .map((row, index) => {
      const from = row.from === gone.n ? (gone.from ?? gone.n - 1) : row.from;
      return { ...row, n: index + 1, ...(from === undefined ? {} : { from: renumber(from) }) };
    });
}

const flows = readFlows(readFileSync(resolve(process.cwd(), 'docs/flows.md'), 'utf8'));
let graph: DeclarationGraph = new Map();
beforeAll(() => {
  graph = readDeclarations();
}, 60_000);

/** How often a walk steps between src/ and streams/. */
export function crossings(files: readonly string[]): number {
  const sides = files.map((file) => file.split('/')[0]).filter((side) => side === 'src' || side === 'streams');
  return sides.filter((side, index) => index > 0 && side !== sides[index - 1]).length;
}

describe('the flows docs/flows.md walks', () => {
  it('are the five main ones', () => {
    expect(flows.map((flow) => flow.name)).toEqual([
      'Press Start → Connected',
      'Send Message → toast',
      'Assistant level → meter',
      'Type → routed answer',
      'Listen to a sample call → its summary',
    ]);
  });

  describe.each(flows)('$name', ({ name, rows, sideSteps }) => {
    const files = rows.map((row) => row.file);

    it(`lists files, each once, numbered in order, at most ${MAX_FILES} (or no more than today, where over)`, () => {
      expect(files.length).toBeGreaterThan(1);
      expect(files.length).toBeLessThanOrEqual(OVER_THE_LIMIT[name] ?? MAX_FILES);
      if (name in OVER_THE_LIMIT) expect(files.length, 'it fits now: take it off the list').toBeGreaterThan(MAX_FILES);
      expect(rows.map((row) => row.n)).toEqual(rows.map((_row, index) => index + 1));
      expect(new Set(files).size).toBe(files.length);
    });

    it('begins at its press, ends at its view, and goes between src/ and streams/ at most twice', () => {
      const ends = ENDS[name];
      expect(ends, 'pin its press and view in ENDS').toBeDefined();
      expect(namedSteps(rows[0]!, graph)).toContain(ends?.press);
      expect(rows.flatMap((row) => namedSteps(row, graph))).toContain(ends?.view);
      expect(crossings(files)).toBeLessThanOrEqual(2);
    });

    it('names, in each row, code of its file', () => {
      expect(walk(rows, graph, sideSteps).unnamed).toEqual([]);
    });

    it('joins every row to the row it comes from by that code, with no file between them', () => {
      expect(walk(rows, graph, sideSteps).unjoined).toEqual([]);
    });

    it('accounts for every file its code calls: a row, or a side step (code handed on: a row)', () => {
      expect(Object.fromEntries(walk(rows, graph, sideSteps).missing)).toEqual({});
    });

    it('lists as side steps only files its code calls', () => {
      expect(walk(rows, graph, sideSteps).unusedSideSteps).toEqual([]);
    });

    it('cannot leave out a row between its ends and still pass', () => {
      const passing = rows.slice(1, -1).filter((row) => {
        const w = walk(without(rows, row), graph, sideSteps);
        return w.unjoined.length === 0 && w.missing.size === 0 && w.unnamed.length === 0;
      });
      expect(passing.map((row) => row.file)).toEqual(LEFT_OUT_UNSEEN[name] ?? []);
    });
  });
});

describe('the checks themselves', () => {
  const rows = (...cells: readonly (readonly [string, string, number?])[]): Row[] =>
    cells.map(([file, text, from], index) => ({ n: index + 1, file, text, ...(from ? { from } : {}) }));
  const demoCall = ['streams/demo/demo-call.ts', '`createDemoCall`'] as const;
  const machine = ['streams/shared/machine.ts', '`runMachine`'] as const;
  const demoMachine = ['streams/demo/demo-machine.ts', '`reduceDemo`'] as const;

  it('find a file left out where a reducer is handed to the machine loop, or a file its code calls', () => {
    expect(walk(rows(demoCall, demoMachine), graph).missing.get('streams/shared/machine.ts')).toEqual([
      'streams/demo/demo-call.ts#createDemoCall',
    ]);
    // The machine loop may not be a side step: code is handed to it.
    expect(walk(rows(demoCall, demoMachine), graph, ['streams/shared/machine.ts']).missing.has('streams/shared/machine.ts')).toBe(true);
    // What it calls (the attempts' store, through the type it is handed as), and the one file that hands it code.
    const called = walk(rows(demoCall, machine, [...demoMachine, 1]), graph);
    expect([...called.missing.keys()].sort()).toEqual(['streams/demo/attempt-store.ts', 'streams/site/site-streams.ts']);
    // A helper may be a side step; the only file that hands createDemoCall code to run (its client's start) may not.
    const sides = ['streams/demo/attempt-store.ts', 'streams/site/site-streams.ts'];
    expect([...walk(rows(demoCall, machine, [...demoMachine, 1]), graph, sides).missing.keys()]).toEqual(['streams/site/site-streams.ts']);
  });

  it('refuse a side step nothing calls', () => {
    expect(
      walk(rows(demoCall, machine, [...demoMachine, 1]), graph, ['streams/demo/attempt-store.ts', 'streams/call/in-call.ts'])
        .unusedSideSteps,
    ).toEqual(['streams/call/in-call.ts']);
  });

  it('count as a row’s steps only its code: a type or a table of words names nothing', () => {
    expect(walk(rows(demoCall, ['streams/demo/demo-machine.ts', '`DemoState`']), graph).unnamed).toEqual([
      '2 streams/demo/demo-machine.ts',
    ]);
  });

  it('find a walk broken when a file in the middle is left out, or two rows are swapped', () => {
    const live = ['src/sections/hero/demo-control.tsx', '`LiveDemo`'] as const;
    const context = ['src/shared/streams-context.ts', '`useStreams`'] as const;
    const site = ['streams/site/site-streams.ts', '`SiteStreams`'] as const;
    expect(walk(rows(live, context, site), graph).unjoined).toEqual([]);
    expect(walk(rows(live, site), graph).unjoined).toHaveLength(1);
    expect(walk(rows(context, live, site), graph).unjoined).toHaveLength(1);
  });

  it('accept a row coming back through an earlier one only when it is joined to that one', () => {
    const site = ['streams/site/site-streams.ts', '`siteDemo` over `SiteDeps`'] as const;
    const environments = ['streams/site/environments.ts', '`browserSiteDeps`'] as const;
    expect(walk(rows(site, demoCall, [...environments, 1]), graph).unjoined).toEqual([]);
    expect(walk(rows(site, demoCall, [...environments, 2]), graph).unjoined).toHaveLength(1);
  });

  it('report a row that names no code of its file', () => {
    expect(walk(rows(demoCall, ['streams/demo/demo-machine.ts', '`createDemoCall`']), graph).unnamed).toEqual([
      '2 streams/demo/demo-machine.ts',
    ]);
  });

  it('join through code of the two files only, and say which', () => {
    const way = wayBetween(graph, ['streams/site/site-streams.ts#siteDemo'], ['streams/demo/demo-machine.ts#reduceDemo']);
    expect(way).toBeUndefined();
    expect(wayBetween(graph, ['src/sections/hero/demo-control.tsx#LiveDemo'], ['src/sections/hero/demo-control.tsx#ControlRow'])).toEqual([
      'src/sections/hero/demo-control.tsx#LiveDemo',
      'src/sections/hero/demo-control.tsx#DemoControl',
      'src/sections/hero/demo-control.tsx#ControlRow',
    ]);
  });

  it('read a name taken from a dynamic import as the module’s export', () => {
    expect(graph.get('streams/site/environments.ts#loadVoiceCall')?.calls).toContain('streams/call/voice-call.ts#createVoiceCall');
  });

  it('tell code called from code handed on, data read, a component rendered and a type named', () => {
    const uses = graph.get('streams/demo/demo-call.ts#createDemoCall');
    expect(uses?.calls).toContain('streams/shared/machine.ts#runMachine');
    expect(uses?.carriers.get('streams/demo/demo-machine.ts#reduceDemo')).toContainEqual({
      to: 'streams/shared/machine.ts#runMachine',
      prop: false,
    });
    // Called where it stands (the loop, and its machine's members), never handed on.
    expect(uses?.carriers.get('streams/shared/machine.ts#runMachine')).toEqual([null, null]);
    // Handed on once: the code it is handed to calls it, not every call around that.
    expect(graph.get('streams/call/voice-call.ts#performers')?.carriers.get('streams/call/voice-call.ts#sessionNow')).not.toContainEqual(
      expect.objectContaining({ to: 'streams/call/voice-call.ts#inSession' }),
    );
    expect(uses?.reads).toContain('streams/demo/demo-config.ts#DEMO_CONFIG');
    expect(uses?.types).toContain('streams/demo/demo-state.ts#DemoInput');
    expect(graph.get('src/sections/hero/demo-control.tsx#LiveDemo')?.renders).toContain('src/sections/hero/demo-control.tsx#DemoControl');
  });

  it('follow a call through a type to the code written to it: a class, a typed return, a proxy', () => {
    const calls = (declaration: string) => [...(graph.get(declaration as `${string}#${string}`)?.calls ?? [])];
    // A class's method that implements the type's member, also one it inherits (`on` is the room's).
    expect(calls('streams/call/start-sequence.ts#callJoin')).toContain(
      'streams/simulated/simulated-call-object.ts#SimulatedCallObject.join',
    );
    expect(calls('streams/call/call-object.ts#fromCallEvent')).toContain('streams/simulated/simulated-room.ts#SimulatedRoom.on');
    // An object a function returns as the type, also where its own type declares the member again (the simulated factory's `create`).
    expect(calls('streams/simulated/conversation.ts#afterVisitorTurn')).toContain('streams/simulated/routing.ts#needRouter');
    expect(calls('streams/call/start-sequence.ts#ownedCallObject')).toContain(
      'streams/simulated/simulated-factory.ts#createSimulatedCallObjectFactory',
    );
    // The lazy client's proxy, and the client behind it.
    expect(calls('src/sections/hero/type-to-assistant.tsx#TypeToAssistant')).toEqual(
      expect.arrayContaining(['streams/site/lazy-voice-call.ts#lazyVoiceCall', 'streams/call/voice-call.ts#callClient']),
    );
  });

  it('take a class’s methods one by one: a row names the ones the flow runs, the class alone is its constructor', () => {
    const sendAppMessage = graph.get('streams/simulated/simulated-call-object.ts#SimulatedCallObject.sendAppMessage');
    expect(sendAppMessage?.code).toBe(true);
    // Sending a message reaches the assistant, not the visitor's microphone, as the whole class would.
    expect([...(sendAppMessage?.calls ?? [])]).toContain('streams/simulated/simulated-assistant.ts#SimulatedAssistant.hear');
    expect([...(sendAppMessage?.calls ?? [])].some((callee) => callee.startsWith('streams/simulated/visitor-microphone.ts'))).toBe(false);
    expect([...(graph.get('streams/simulated/simulated-call-object.ts#SimulatedCallObject')?.calls ?? [])]).toContain(
      'streams/simulated/visitor-microphone.ts#VisitorMicrophone',
    );
    const row = { n: 1, file: 'streams/simulated/simulated-call-object.ts', text: '`SimulatedCallObject.join`, `SimulatedCallObject`' };
    expect(namedSteps(row, graph)).toEqual([
      'streams/simulated/simulated-call-object.ts#SimulatedCallObject.join',
      'streams/simulated/simulated-call-object.ts#SimulatedCallObject',
    ]);
    // A method the class does not have names nothing, not the class.
    expect(namedSteps({ ...row, text: '`SimulatedCallObject.joinn`' }, graph)).toEqual([]);
    // A base class's abstract method runs nothing of its own: its call runs the subclass's.
    expect(graph.get('streams/simulated/simulated-room.ts#SimulatedRoom.endMeeting')?.code).toBe(false);
    expect([...(graph.get('streams/simulated/simulated-room.ts#SimulatedRoom.simulateMeetingEnded')?.calls ?? [])]).toContain(
      'streams/simulated/simulated-call-object.ts#SimulatedCallObject.endMeeting',
    );
  });

  it('leave to code handed on the members of an object handed in: its caller runs them', () => {
    // Every machine hands runMachine its reducer and performers; the loop does not call each machine.
    expect(
      [...(graph.get('streams/shared/machine.ts#runMachine')?.calls ?? [])].filter((callee) => !callee.startsWith('streams/shared/')),
    ).toEqual([]);
  });

  it('read both flows of a table, a row coming back, and the side steps after it', () => {
    const table = [
      '| # | A | what | B | what |',
      '| - | - | - | - | - |',
      '| 1 | `a.ts` | x | `c.ts` | y |',
      '| 2 | `b.ts` | from 1: z | | |',
    ];
    expect(readFlows(`## Flows\n\n${table.join('\n')}\n\nSide steps (not walked): \`src/d.ts\`.\n`)).toEqual([
      {
        name: 'A',
        rows: [
          { n: 1, file: 'a.ts', text: 'x' },
          { n: 2, file: 'b.ts', text: 'from 1: z', from: 1 },
        ],
        sideSteps: ['src/d.ts'],
      },
      { name: 'B', rows: [{ n: 1, file: 'c.ts', text: 'y' }], sideSteps: ['src/d.ts'] },
    ]);
  });

  it('count the steps between src/ and streams/', () => {
    expect(crossings(['src/a.ts', 'streams/b.ts', 'streams/c.ts', 'src/d.tsx'])).toBe(2);
    expect(crossings(['src/a.ts', 'streams/b.ts', 'src/c.ts', 'streams/d.ts'])).toBe(3);
  });
});
