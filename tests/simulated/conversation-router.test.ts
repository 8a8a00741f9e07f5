import { NEVER, Subject, timer, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { converse, type ConversationRouter } from '../../streams/simulated/conversation';
import type { ConversationEvent, ConversationLine } from '../../streams/simulated/conversation-events';
import { VirtualClock } from '../fakes/virtual-clock';

// A router that loads when the visitor first takes a turn (the simulated script's routes, routing.ts),
// in virtual time with the load's promise settled between instants.

const line = (text: string): ConversationLine => ({ clip: 'reply', text });
const [A, B, C, P, X, R1, R2] = ['A', 'B', 'C', 'P', 'X', 'R1', 'R2'].map(line) as [
  ConversationLine,
  ConversationLine,
  ConversationLine,
  ConversationLine,
  ConversationLine,
  ConversationLine,
  ConversationLine,
];

const router: ConversationRouter = {
  asking: 2,
  route: (words) => (words.includes('route me') ? [R1, R2] : undefined),
  lines: [R1, R2],
};

/** A conversation whose router loads through `load`; said lines take 100 ms. */
function setup(load: () => Promise<ConversationRouter>, levels$: Observable<number> = NEVER) {
  const clock = new VirtualClock();
  const typed$ = new Subject<string>();
  const script = { turns: [A, B, C], prompts: [P], closing: X, promptAfterMs: 60_000, router: load };
  const said: string[] = [];
  const events: ConversationEvent[] = [];
  converse(levels$, script, { scheduler: clock.scheduler, speak: () => timer(100, clock.scheduler), typed$ }).subscribe((event) => {
    events.push(event);
    if (event.type === 'assistant-turn') said.push(event.line.text);
  });
  return { clock, typed$, said, events };
}

describe('a router loaded with the visitor’s first turn', () => {
  it('is not loaded by the press: the first turn with words waits for it, and takes its route', async () => {
    let loads = 0;
    const { clock, typed$, said } = setup(() => {
      loads += 1;
      return Promise.resolve(router);
    });
    await clock.advance(1000);
    expect(loads).toBe(0);
    typed$.next('please route me');
    await clock.advance(1000);
    expect(loads).toBe(1);
    expect(said).toEqual(['A', 'R1']);
    // Kept for the call: the next turn does not load it again.
    typed$.next('thanks');
    await clock.advance(1000);
    expect(loads).toBe(1);
    expect(said).toEqual(['A', 'R1', 'R2']);
  });

  it('one that cannot load leaves the call on its script, and the next turn with words tries again', async () => {
    let loads = 0;
    const { clock, typed$, said } = setup(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(router);
    });
    await clock.advance(1000);
    typed$.next('please route me');
    await clock.advance(1000);
    expect(said).toEqual(['A', 'B']);
    typed$.next('route me now');
    await clock.advance(1000);
    expect(loads).toBe(2);
    expect(said).toEqual(['A', 'B', 'R1']);
  });

  it('starts loading as the visitor starts to speak, not when their turn ends', async () => {
    let loads = 0;
    const levels$ = new Subject<number>();
    const { clock, events, said } = setup(() => {
      loads += 1;
      return Promise.resolve(router);
    }, levels$);
    await clock.advance(500);
    levels$.next(0.5);
    await clock.advance(10);
    expect(events.map((event) => event.type)).toEqual(['assistant-turn', 'visitor-turn-start']);
    expect(loads).toBe(1);
    // A turn without words (heard, not transcribed) goes on with the script.
    await clock.advance(2000);
    expect(said).toEqual(['A', 'B']);
  });

  it('a router at hand (not a loader) answers at once, as before', async () => {
    const clock = new VirtualClock();
    const typed$ = new Subject<string>();
    const said: string[] = [];
    const script = { turns: [A, B, C], prompts: [P], closing: X, promptAfterMs: 60_000, router };
    converse(NEVER, script, { scheduler: clock.scheduler, speak: () => timer(100, clock.scheduler), typed$ }).subscribe((event) => {
      if (event.type === 'assistant-turn') said.push(event.line.text);
    });
    await clock.advance(1000);
    typed$.next('route me');
    await clock.advance(150);
    expect(said).toEqual(['A', 'R1']);
  });
});
