import { describe, expect, it } from 'vitest';
import type { CaptureKind, LiveCaptures } from '../../streams/call/call-captures';
import { SAMPLE_CALLERS } from '../../streams/samples/sample-scripts';
import { SAMPLE_IDS } from '../../streams/samples/sample-ids';
import type { SampleConversation } from '../../streams/samples/sample-call';
import { typedCall } from '../simulated/typed-call-setup';

// Each sample call is the simulated assistant's own answer to its caller: the callers' words go through the
// real client and the simulated assistant in virtual time, and what comes back (both sides' turns, the
// notepad's facts as they were noted, the summary's) is held in sample-conversations.json. A change to
// the assistant's words or routing fails here until the record is written again (vitest -u) and the audio
// rendered again (npm run samples: its test holds the audio to this record).

async function converse(callers: readonly string[]): Promise<SampleConversation> {
  const notes: { fromTurn: number; captures: LiveCaptures }[] = [];
  const setup = await typedCall(callers, ({ client }) => {
    let turns = 0;
    client.turns$.subscribe((value) => (turns = value.length));
    client.captures$.subscribe((captures) => {
      if (captures && captures.latest.length > 0) notes.push({ fromTurn: turns - 1, captures });
    });
  });
  const summary = setup.summary();
  if (!summary) throw new Error('The sample call never ended.');
  return {
    turns: summary.turns.map(({ role, text }) => ({ role, text })),
    // A fact and the turn it shows from; facts noted together with one turn are one step of the notepad.
    notes: notes.map(({ fromTurn, captures }) => ({
      fromTurn: Math.max(fromTurn, 0),
      captures: { need: captures.need, church: captures.church, routing: captures.routing, booking: captures.booking },
      latest: [...captures.latest] as CaptureKind[],
    })),
    facts: { need: summary.need, church: summary.church, routing: summary.routing, booking: summary.booking },
  };
}

describe('the sample calls: what the simulated assistant answers each caller', () => {
  it('holds every sample, each caller turn answered, as sample-conversations.json records', async () => {
    const recorded: Record<string, SampleConversation> = {};
    for (const id of SAMPLE_IDS) recorded[id] = await converse(SAMPLE_CALLERS[id]);
    for (const id of SAMPLE_IDS) {
      const callers = recorded[id]?.turns.filter((turn) => turn.role === 'user').map((turn) => turn.text);
      expect(callers, id).toEqual(SAMPLE_CALLERS[id]);
    }
    await expect(`${JSON.stringify(recorded, null, 2)}\n`).toMatchFileSnapshot('../../streams/samples/sample-conversations.json');
  });

  it('routes each as its title says: pastoral care, administration, youth ministry, and the caller at risk to 000 and Lifeline first, then pastoral care as urgent', async () => {
    const team = async (id: (typeof SAMPLE_IDS)[number]) => (await converse(SAMPLE_CALLERS[id])).facts.routing?.team;
    expect(await team('hospital-visit')).toBe('Pastoral care');
    expect(await team('wedding-hall')).toBe('Administration');
    expect(await team('youth-camp')).toBe('Youth ministry');
    const risk = await converse(SAMPLE_CALLERS['at-risk']);
    expect(risk.facts.routing?.team).toBe('Pastoral care, urgent');
    const firstAnswer = risk.turns[2]?.text ?? '';
    expect(firstAnswer).toContain('000');
    expect(firstAnswer).toContain('13 11 14');
    expect(risk.facts.booking).toBeNull();
  });
});
