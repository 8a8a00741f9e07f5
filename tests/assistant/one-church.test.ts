import { describe, expect, it, vi } from 'vitest';
import type * as Church from '../../assistant/church';
import { typedCall } from '../simulated/typed-call-setup';

// The simulated assistant says what assistant/church.ts says: change it there (a leader renamed, a
// new greeting and crisis reply) and a simulated call's captions and notepad follow, with no other edit.

vi.mock('../../assistant/church', async (importOriginal) => {
  const real = await importOriginal<typeof Church>();
  const finance = { ...real.CHURCH.teams.finance, leader: 'Margaret Chen', called: 'Margaret', pronoun: 'she' as const };
  return {
    ...real,
    CHURCH: { ...real.CHURCH, name: "St Aidan's", teams: { ...real.CHURCH.teams, finance } },
    GREETING: { whoAnswers: "Good morning, I'm an AI receptionist.", question: 'What can I do for you?' },
    CRISIS_REPLY: 'Please call 000 now if anyone is in danger, or Lifeline on 13 11 14. Are you somewhere safe?',
  };
});

const said = (setup: Awaited<ReturnType<typeof typedCall>>) =>
  setup
    .summary()
    ?.turns.filter((turn) => turn.role === 'assistant')
    .map((turn) => turn.text) ?? [];

describe('one church for both assistants', () => {
  it('a renamed leader is who the simulated call routes to, books and names, greeted as the definition greets', async () => {
    const setup = await typedCall([
      'I need a receipt for my donation',
      'Ruth Brown',
      'Yes, that suits me',
      '0400 000 000',
      'No, thank you',
    ]);
    expect(setup.summary()?.routing).toEqual({ team: 'Finance', leader: 'Margaret Chen' });
    expect(setup.summary()?.booking).toMatchObject({ leader: 'Margaret Chen' });
    expect(said(setup)[0]).toBe("Good morning, I'm an AI receptionist. What can I do for you?");
    expect(said(setup).join(' ')).toContain('Margaret Chen, our treasurer, can help.');
    expect(said(setup).join(' ')).toContain('Margaret can call you on Monday at eleven');
    expect(said(setup).join(' ')).not.toMatch(/Robert/);
    expect(said(setup).at(-1)).toBe("Thanks for calling St Aidan's. Have a lovely day. Goodbye.");
    expect(said(setup).join(' ')).not.toMatch(/Columba/);
  });

  it('the crisis reply is the definition’s, said first on words of risk', async () => {
    const setup = await typedCall(['I am not safe at home', 'Yes', '0400 000 000']);
    expect(said(setup)[1]).toBe('Please call 000 now if anyone is in danger, or Lifeline on 13 11 14. Are you somewhere safe?');
  });
});
