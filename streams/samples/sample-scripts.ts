// The sample calls a visitor can listen to (no microphone, no attempt): what each caller says, turn by turn.
// What the assistant answers, and what it notes, is the simulated assistant's own, recorded by
// tests/samples/sample-conversations.test.ts into sample-conversations.json; `npm run samples` renders
// both voices from that record. A caller's number is one of ACMA's numbers for fiction.

import type { SampleId } from './sample-ids';

export const SAMPLE_CALLERS: Readonly<Record<SampleId, readonly string[]>> = {
  'hospital-visit': [
    "My mum is in Westmead Hospital, and she'd love a visit.",
    'My mum, Ruth Brown. Ward four.',
    'Yes, Tuesday suits me.',
    '0491 570 156',
    'No, thank you so much.',
  ],
  'wedding-hall': [
    'Hi there. Can we book the hall for our wedding reception?',
    'Saturday the fourteenth of March, in the evening.',
    'Thursday works, yes.',
    '0491 570 157',
    "No, that's everything. Thanks!",
  ],
  'youth-camp': [
    'Hi. Is there still room on the youth camp for my son?',
    "He's fourteen, and it's his first camp.",
    'Yes, please.',
    '0491 570 158',
    'No, thanks. Bye.',
  ],
  'at-risk': ["I'm sorry to ring so late. I'm not safe at home tonight.", "He's asleep now. I'm in the car outside."],
};
