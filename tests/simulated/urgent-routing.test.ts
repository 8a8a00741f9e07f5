import { describe, expect, it } from 'vitest';
import { isUrgent, simulatedRouter } from '../../streams/simulated/routing';
import { URGENT_PHRASES } from '../../streams/simulated/urgent-phrases';
import { afterVisitorTurn, type ConversationPosition } from '../../streams/simulated/conversation';
import type { ConversationLine } from '../../streams/simulated/conversation-events';
import { simulatedConversation } from '../../streams/simulated/simulated-script';

// An emergency or someone at risk: whatever else the caller says, and at any turn, the simulated
// assistant gives 000 and Lifeline first, then puts the call through to pastoral care as urgent.

describe('isUrgent: the phrase table', () => {
  it.each([
    'My friend is talking about suicide',
    'I feel suicidal',
    'I want to kill myself',
    'He said he would kill himself',
    'I might hurt myself',
    'She has taken an overdose',
    'I am not safe at home',
    'This is an emergency',
    'Should I call an ambulance?',
    'Someone at risk needs help',
    'My neighbour is in danger',
    'I want to END MY LIFE.',
  ])('"%s" is urgent', (words) => {
    expect(isUrgent(words)).toBe(true);
  });

  it.each([
    'I feel safe now, thank you',
    'Is the hall safe for children?',
    'The car park is dangerous when it rains',
    'I hurt my back moving chairs',
    'We are killing time before the service',
    'Our invoice is overdue',
    'An emergent church plant',
    'What is the risk assessment for camp?',
    'Can we book the hall for a wedding?',
    '',
  ])('"%s" is not', (words) => {
    expect(isUrgent(words)).toBe(false);
  });

  it('holds no phrase twice', () => {
    expect(new Set(URGENT_PHRASES).size).toBe(URGENT_PHRASES.length);
  });
});

const router = simulatedRouter;
const { turns } = simulatedConversation;
const texts = (lines: readonly ConversationLine[] | undefined) => lines?.map((line) => line.text) ?? [];

describe('the urgent route', () => {
  const urgent = router?.urgent?.('my friend is talking about suicide');

  it('says 000 and Lifeline 13 11 14 first, then routes to pastoral care as urgent, with nothing booked', () => {
    const [safety, route] = urgent ?? [];
    expect(safety?.text).toContain('call 000');
    expect(safety?.text).toContain('Lifeline');
    expect(safety?.text).toContain('13 11 14');
    expect(safety?.captures).toBeUndefined();
    expect(route?.captures).toEqual({ routing: { team: 'Pastoral care, urgent', leader: 'Reverend Grace Taylor' } });
    expect(urgent?.some((line) => line.captures?.booking)).toBe(false);
    expect(urgent?.at(-1)?.text).toMatch(/Goodbye\.$/);
  });

  it('promises no call back: in the demo no one will call, so it ends the call for 000 and Lifeline', () => {
    const said = texts(urgent).join(' ');
    expect(said).toContain('This is only a demonstration, so no one will call you.');
    expect(urgent?.at(-1)?.text).toContain("I'll end the call now, so you can ring 000 or Lifeline on 13 11 14.");
    expect(said).not.toMatch(/will call you (back|as soon)|call you back|best number/i);
    expect(urgent).toHaveLength(2);
  });

  it('wins over a team the words also name, while the need is asked for', () => {
    expect(texts(router?.route('It is an emergency, please book the hall', 0))).toEqual(texts(urgent));
  });

  it('is taken at any turn, even after a route, and only once a call', () => {
    const routed: ConversationPosition = { plan: router?.route('book the hall', 0) ?? [], next: 3, routed: true, typedTaken: 0 };
    const after = afterVisitorTurn(routed, 'someone is in danger', router);
    expect(texts(after.plan)).toEqual(texts(urgent));
    expect(after).toMatchObject({ next: 0, routed: true, urgent: true });
    expect(afterVisitorTurn({ ...after, next: 1 }, 'I am not safe', router)).toEqual({ ...after, next: 1 });
  });

  it('leaves a call without such words on its way', () => {
    const start: ConversationPosition = { plan: turns, next: 4, routed: false, typedTaken: 0 };
    expect(afterVisitorTurn(start, 'yes, Tuesday suits me', router)).toEqual(start);
  });
});

describe('the greeting', () => {
  it('says the caller is talking to an AI', () => {
    expect(turns[0]?.text).toMatch(/\bI'm Vestry's AI receptionist\b/);
  });
});
