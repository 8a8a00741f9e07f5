import { describe, expect, it } from 'vitest';
import { isUrgent } from '../../streams/simulated/routing';
import { URGENT_PHRASES } from '../../streams/simulated/urgent-phrases';

// The ways a caller at risk says it, typed or as a browser transcribes speech (no punctuation, no
// capitals), and the everyday sentences that use the same words and must not set off 000 and Lifeline.

const AT_RISK: readonly string[] = [
  // Wanting to die, or not to live.
  'I want to die',
  'i wanna die',
  'Sometimes I just want to die.',
  'My son says he wants to die',
  'I want to be dead',
  'I wish I was dead',
  'i wish i were dead',
  'Everyone would be better off without me',
  'I think I am better off dead',
  'I would rather be dead',
  "I don't want to live anymore",
  'i dont want to live any more',
  'I do not want to live',
  "My dad doesn't want to live",
  "I don't want to be alive",
  "I don't want to be here anymore",
  'I have no reason to live',
  'I have nothing to live for',
  "There's no point living",
  'there is no point in living',
  "I'm tired of living",
  'im sick of living like this',
  // Taking one's life, ending it.
  "I'm going to take my own life",
  'im gonna take my life',
  'I keep thinking about taking my own life',
  'My brother took his own life last year',
  'She tried to take her own life',
  'I want to end my life',
  'i am thinking of ending my life',
  'I want to end it all',
  "I'm ending it all tonight",
  'I feel like ending it',
  'i keep thinking about ending it',
  'I just want to end it.',
  'I am going to kill myself',
  'ive thought about killing myself',
  'My friend said she would kill herself',
  'He is talking about suicide',
  'I feel suicidal',
  'I have suicidal thoughts',
  // Not going on.
  "I can't go on",
  'i cant go on',
  'I cannot go on like this',
  "I can't go on anymore.",
  "I can't keep going",
  "I can't take it anymore",
  "I can't do this anymore",
  "I can't cope anymore",
  // Self-harm.
  "I've been self-harming",
  'i have been self harming again',
  'My daughter self-harms',
  'I self harm',
  'I want to hurt myself',
  'I keep hurting myself',
  'I have been cutting myself',
  'I cut myself last night',
  'I burn myself',
  'He is harming himself',
  'She hurt herself on purpose',
  // Overdoses and pills.
  'My friend took too many pills',
  'I have taken too many tablets',
  'She swallowed a bottle of pills',
  'I took all my pills',
  'He took a whole bottle of pills',
  'my mum has taken too many of her sleeping pills',
  'I think he overdosed',
  'She has taken an overdose',
  // Family violence, and fear of going home.
  'My husband hits me',
  'My partner hit me last night',
  'He hit me.',
  'he hit me again',
  'My boyfriend beats me',
  'he beat me up',
  'My husband is hurting me',
  'my partner hurts me',
  'He choked me.',
  'He tried to strangle me',
  "I'm scared to go home",
  'I am afraid to go home tonight',
  "I'm scared of my husband",
  'I am terrified of my partner',
  'He threatened to kill me',
  "He said he'll kill me",
  "she's going to kill me",
  'My partner is abusive',
  'There is domestic violence in our home',
  'I was raped',
  'I was sexually assaulted',
  // A child at risk.
  'Someone is hurting my child',
  'My neighbour is hitting the kids',
  'I think he is touching my daughter',
  'A child at risk needs help',
  'The kids are not safe at home',
  // Crisis, and emergencies.
  "I'm in crisis",
  'I am in a crisis',
  'I think I am having a breakdown',
  'I am having a panic attack',
  'This is an emergency',
  'Should I call an ambulance?',
  'My neighbour is in danger',
  'I am not safe at home',
];

const NEAR_MISSES: readonly string[] = [
  "I'm dying to see the new hall",
  'The heating bill is killing us',
  'Kill two birds with one stone: book the hall and the urn',
  'My back is killing me after the working bee',
  'That sermon absolutely killed it',
  'I could murder a coffee',
  'The choir was to die for',
  'I nearly died laughing',
  "I'm dead tired after Sunday",
  'The microphone battery is dead',
  "We can't go on Sunday, can we book Saturday?",
  "I can't go on the camp this year",
  'Can we end it at 8pm?',
  'How do we end the lease?',
  'We end the service with a hymn',
  'The pills for my mother are at the pharmacy',
  'I take my tablets with breakfast',
  'Can I take my own chairs to the fete?',
  'I want to live closer to the church',
  'We want to live-stream the service',
  'Is the library book overdue?',
  'Hit me up with the roster',
  'Can you hit me with the details?',
  'The sermon choked me up',
  'The new song is a real hit',
  'We beat them at cricket',
  'The cricket ball hit my car',
  "I'm cutting the grass on Saturday",
  'I cut my finger at the working bee',
  'Self-service coffee after church',
  'Harmony group practice is on Tuesday',
  "I'm scared of spiders in the hall",
  "I'm afraid the hall is booked",
  'My husband is in hospital',
  'My partner will bring the kids',
  'The kids are hitting the books before exams',
  'There were violent storms last night',
  "I'm in a rush, can someone call me back?",
  'We had a crisis meeting about the roof',
  'I feel safe now, thank you',
  'Is the hall safe for children?',
  'The car park is dangerous when it rains',
  'I hurt my back moving chairs',
  'We are killing time before the service',
  'An emergent church plant',
  'What is the risk assessment for camp?',
  'Can we book the hall for a wedding?',
  'I take the train to church',
  'Nothing to do on Saturday afternoon',
  'What is the point of the AGM?',
  '',
];

describe('isUrgent, over the ways a caller at risk says it', () => {
  it('the corpus is large enough to mean something', () => {
    expect(AT_RISK.length).toBeGreaterThanOrEqual(80);
    expect(NEAR_MISSES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(AT_RISK)('"%s" is urgent', (words) => {
    expect(isUrgent(words)).toBe(true);
  });

  it.each(AT_RISK)('"%s" is urgent as a browser transcribes it (lower case, no punctuation)', (words) => {
    expect(isUrgent(words.toLowerCase().replace(/[^a-z0-9' ]/g, ''))).toBe(true);
  });

  it.each(NEAR_MISSES)('"%s" is not', (words) => {
    expect(isUrgent(words)).toBe(false);
  });

  it('holds no phrase twice, and none the reading of words could never match', () => {
    expect(new Set(URGENT_PHRASES).size).toBe(URGENT_PHRASES.length);
    for (const phrase of URGENT_PHRASES) expect(isUrgent(phrase.replace(/\*$/, '').replace(/ \.$/, '.')), phrase).toBe(true);
  });
});
