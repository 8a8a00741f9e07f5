import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import conversations from '../../streams/samples/sample-conversations.json' with { type: 'json' };
import timings from '../../streams/samples/sample-timing.json' with { type: 'json' };
import { SAMPLE_CALLS } from '../../streams/samples/recorded';
import { sampleAt, sampleCall, type SampleConversation, type SampleTiming } from '../../streams/samples/sample-call';
import { SAMPLE_IDS } from '../../streams/samples/sample-ids';
import { samplesView } from '../../streams/samples/samples';

// A sample call laid on its audio: the record of what was said (sample-conversations.json) and where it is
// in the audio (sample-timing.json, from npm run samples) must agree, turn by turn.

const conversation: SampleConversation = {
  turns: [
    { role: 'assistant', text: 'Hello, how can I help?' },
    { role: 'user', text: 'I need a receipt' },
    { role: 'assistant', text: 'Robert looks after giving.' },
  ],
  notes: [
    { fromTurn: 1, captures: { need: 'I need a receipt', church: null, routing: null, booking: null }, latest: ['need'] },
    {
      fromTurn: 1,
      captures: { need: 'I need a receipt', church: null, routing: { team: 'Finance', leader: 'Robert Ellis' }, booking: null },
      latest: ['routing'],
    },
  ],
  facts: { need: 'I need a receipt', church: null, routing: { team: 'Finance', leader: 'Robert Ellis' }, booking: null },
};
const timing: SampleTiming = {
  durationMs: 9000,
  turns: [
    { atMs: 400, endMs: 2400, said: 'Hello, how can I help?' },
    { atMs: 2900, endMs: 4900, said: 'I need a receipt' },
    { atMs: 5600, endMs: 8600, said: 'Robert looks after giving.' },
  ],
};

describe('sampleCall and sampleAt', () => {
  const call = sampleCall('hospital-visit', conversation, timing);

  it('gives each answer to the caller its reply time, from the end of their words, and the summary their median', () => {
    expect(call.turns.map((turn) => turn.replyMs)).toEqual([undefined, undefined, 700]);
    expect(call.summary).toMatchObject({ durationSeconds: 9, medianReplyMs: 700, routing: { team: 'Finance', leader: 'Robert Ellis' } });
    expect(call.summary.turns.map((turn) => turn.text)).toEqual(conversation.turns.map((turn) => turn.text));
    expect(call.summary.turns[0]).not.toHaveProperty('atMs');
  });

  it('shows the turns begun, the one being said growing word by word in step with its audio, final once its audio ends', () => {
    expect(sampleAt(call, 0).turns).toEqual([]);
    expect(sampleAt(call, 400).turns).toEqual([{ role: 'assistant', text: 'Hello,', final: false, untranscribed: false }]);
    expect(sampleAt(call, 1400).turns[0]).toMatchObject({ text: 'Hello, how can', final: false });
    expect(sampleAt(call, 2400).turns[0]).toMatchObject({ text: 'Hello, how can I help?', final: true });
    expect(sampleAt(call, 3000).turns.map((turn) => turn.role)).toEqual(['assistant', 'user']);
  });

  it('notes the need as the caller’s words end, and the route as the assistant answers', () => {
    expect(sampleAt(call, 4800).captures).toMatchObject({ need: null, routing: null });
    expect(sampleAt(call, 4900).captures).toMatchObject({ need: 'I need a receipt', routing: null, latest: ['need'] });
    expect(sampleAt(call, 5599).captures.routing).toBeNull();
    expect(sampleAt(call, 5600).captures).toMatchObject({ routing: { team: 'Finance' }, latest: ['routing'] });
  });

  it('refuses audio that does not say the conversation’s words: the record and the audio must be rendered together', () => {
    const stale = { ...timing, turns: timing.turns.map((turn, index) => (index === 1 ? { ...turn, said: 'I need a visit' } : turn)) };
    expect(() => sampleCall('hospital-visit', conversation, stale)).toThrow(/npm run samples/);
  });

  it('ended, shows the whole call and its summary instead of the notepad, wherever the last time update fell', () => {
    const view = samplesView({ sample: 'hospital-visit', status: 'ended', atMs: 57_000 });
    const recorded = SAMPLE_CALLS['hospital-visit'];
    expect(view.summary).toBe(recorded.summary);
    expect(view.captures).toBeNull();
    expect(view.atMs).toBe(recorded.durationMs);
    expect(view.turns.every((turn) => turn.final)).toBe(true);
  });
});

describe('the recorded samples', () => {
  it.each(SAMPLE_IDS)('%s: its audio says every turn of its conversation, in order, 30 to 60 s in all, and is committed', (id) => {
    const recorded = SAMPLE_CALLS[id];
    const timed = (timings as Record<string, SampleTiming>)[id];
    expect(timed?.turns.map((turn) => turn.said)).toEqual(
      (conversations as Record<string, SampleConversation>)[id]?.turns.map((t) => t.text),
    );
    expect(recorded.durationMs).toBeGreaterThanOrEqual(30_000);
    expect(recorded.durationMs).toBeLessThanOrEqual(60_000);
    // Each turn in the audio, none over another.
    recorded.turns.forEach((turn, index) => {
      expect(turn.endMs).toBeGreaterThan(turn.atMs);
      expect(turn.atMs).toBeGreaterThanOrEqual(recorded.turns[index - 1]?.endMs ?? 0);
    });
    expect(recorded.turns.at(-1)?.endMs).toBeLessThanOrEqual(recorded.durationMs);
    const file = `streams/samples/audio/${id}.mp3`;
    expect(existsSync(file)).toBe(true);
    // 24 kbit/s: about 3 kB a second.
    expect(statSync(file).size).toBeGreaterThan((recorded.durationMs / 1000) * 2500);
  });

  it('the caller at risk hears 000 and Lifeline first; the notepad routes the call to pastoral care as urgent, with nothing booked', () => {
    const call = SAMPLE_CALLS['at-risk'];
    expect(call.turns[2]?.text).toMatch(/000.*13 11 14/);
    expect(call.summary.routing).toEqual({ team: 'Pastoral care, urgent', leader: 'Reverend Grace Taylor' });
    expect(call.summary.booking).toBeNull();
    expect(sampleAt(call, call.turns[2]?.atMs ?? 0).captures.routing).toBeNull();
  });
});
