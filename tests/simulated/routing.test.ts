import { describe, expect, it } from 'vitest';
import type { ConversationLine } from '../../streams/simulated/conversation-events';
import { NEED_PHRASES, TEAMS, type TeamId } from '../../streams/simulated/need-phrases';
import { needRouter, recogniseNeed, simulatedRouter } from '../../streams/simulated/routing';

// The simulated assistant routes by what it is told: the phrase table per team, and the route
// each need takes (its leader, follow-up question and booking), with a polite general route.

describe('recogniseNeed: the phrase table', () => {
  it.each<[string, TeamId]>([
    ['My mother is in hospital and would love a visit', 'pastoral-care'],
    ['My husband passed away last week and I would like someone to pray with me', 'pastoral-care'],
    ['Can we book the church hall for a wedding?', 'administration'],
    ['We would like to have our baby baptised next month', 'administration'],
    ['My daughter would like to join the youth group', 'youth-ministry'],
    ['Is there a holiday camp for teenagers?', 'youth-ministry'],
    ['I need a receipt for my donation, for tax', 'finance'],
    ['Could I set up giving by direct debit?', 'finance'],
  ])('"%s" → %s', (words, team) => {
    expect(recogniseNeed(words)).toBe(team);
  });

  it('reads words whatever their case and punctuation, and whole words only', () => {
    expect(recogniseNeed('MY MOTHER IS IN HOSPITAL!!!')).toBe('pastoral-care');
    expect(recogniseNeed('hospital-visit')).toBe('pastoral-care');
    // "son" is a word of the table; "song" and "season" are not.
    expect(recogniseNeed('We love the song this season')).toBeNull();
  });

  it('recognises nothing in a need no team’s phrases name, or in no words', () => {
    expect(recogniseNeed('What do you think of the weather today?')).toBeNull();
    expect(recogniseNeed('')).toBeNull();
  });

  it('the team most phrases point to wins; a tie goes to pastoral care before administration', () => {
    // book* and hall* (administration) against visit* (pastoral care).
    expect(recogniseNeed('Can I book the hall to visit?')).toBe('administration');
    expect(recogniseNeed('Can I book a visit?')).toBe('pastoral-care');
  });

  it('the table names every team the page names, and no phrase twice', () => {
    expect(Object.keys(NEED_PHRASES).sort()).toEqual([...TEAMS].sort());
    const phrases = Object.values(NEED_PHRASES).flat();
    expect(new Set(phrases).size).toBe(phrases.length);
  });
});

const router = simulatedRouter;

describe('the shipped routes', () => {
  const routed = (words: string, turn = 0) => router?.route(words, turn);
  const captures = (lines: readonly ConversationLine[] | undefined) => ({
    routing: lines?.find((line) => line.captures?.routing)?.captures?.routing,
    booking: lines?.find((line) => line.captures?.booking)?.captures?.booking,
  });

  it('route each need to its own leader, follow-up question and booking', () => {
    expect(captures(routed('My mother is in hospital and would love a visit'))).toEqual({
      routing: { team: 'Pastoral care', leader: 'Reverend Grace Taylor' },
      booking: { leader: 'Reverend Grace Taylor', when: 'Tuesday 10:30 am', place: "St Columba's parish office" },
    });
    expect(captures(routed('Can we book the church hall for a wedding?'))).toEqual({
      routing: { team: 'Administration', leader: 'Helen Nguyen' },
      booking: { leader: 'Helen Nguyen', when: 'Thursday 2:00 pm', place: "St Columba's church hall" },
    });
    expect(captures(routed('My daughter would like to join the youth group'))).toEqual({
      routing: { team: 'Youth ministry', leader: 'Pastor Daniel Okafor' },
      booking: { leader: 'Pastor Daniel Okafor', when: 'Friday 4:30 pm', place: "St Columba's youth room" },
    });
    expect(captures(routed('I need a receipt for my donation, for tax'))).toEqual({
      routing: { team: 'Finance', leader: 'Robert Ellis' },
      booking: { leader: 'Robert Ellis', when: 'Monday 11:00 am', place: 'a phone call' },
    });
    // Each route's first line names its leader and asks its own follow-up question.
    for (const words of ['hospital visit', 'book the hall', 'youth group', 'donation receipt']) {
      const [first] = routed(words) ?? [];
      expect(first?.text).toContain(first?.captures?.routing?.leader.split(' ').at(-1));
      expect(first?.text).toMatch(/\?$/);
    }
  });

  it('every route ends with a goodbye, the assistant’s own end of the call', () => {
    for (const words of ['hospital visit', 'book the hall', 'youth group', 'donation receipt', 'the weather']) {
      expect(routed(words, 1)?.at(-1)?.text).toMatch(/Goodbye\.$/);
    }
  });

  it('an unrecognised need asks once more after the greeting, then takes the polite general route: the parish office calls back, nothing booked', () => {
    expect(routed('What do you think of the weather?', 0)).toBeUndefined();
    const general = routed('What do you think of the weather?', 1);
    expect(captures(general)).toEqual({ routing: { team: 'General enquiries', leader: 'Parish office' }, booking: undefined });
    expect(general?.[0]?.text).toMatch(/^Thank you\. I'm not sure who looks after that, so I'll ask the parish office to call you back\./);
  });

  it('needRouter routes while the need is asked for, and lists every line of every route', () => {
    const line = (text: string): ConversationLine => ({ clip: 'reply', text });
    const routes = {
      'pastoral-care': [line('P')],
      administration: [line('A')],
      'youth-ministry': [line('Y')],
      finance: [line('F')],
      general: [line('G')],
      urgent: [line('U')],
    };
    const own = needRouter(routes, 3);
    expect(own.asking).toBe(3);
    expect(own.route('the weather', 1)).toBeUndefined();
    expect(own.route('the weather', 2)).toEqual([line('G')]);
    expect(own.route('a wedding', 0)).toEqual([line('A')]);
    expect(own.route('a wedding, and it is an emergency', 0)).toEqual([line('U')]);
    expect(own.urgent?.('someone is in danger')).toEqual([line('U')]);
    expect(own.urgent?.('a wedding')).toBeUndefined();
    expect(own.lines.map((l) => l.text)).toEqual(['P', 'A', 'Y', 'F', 'G', 'U']);
  });
});
