// What happens after a church gets in touch; the claims are the FAQ's (setup time, porting), the
// reply time the build's own (config `replyWithin`, said as the contact section says it).
import { replyTime } from './contact';

export interface NextStep {
  title: string;
  body: string;
}

export const nextStepsTitle = 'What happens next';

export const nextSteps = (replyWithin: string | null): readonly NextStep[] => [
  { title: 'Tell us about your church', body: `Send us a note. We’ll get back to you${replyTime(replyWithin)}.` },
  {
    title: 'We set it up with you',
    body: 'Setup takes 3-5 business days: your ministries, staff and calendar, then training for your team.',
  },
  { title: 'Keep your number', body: 'We port your existing number at no extra cost, and Vestry AI starts answering.' },
];
