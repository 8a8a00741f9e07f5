// What happens after a church gets in touch; the claims are the FAQ's (setup time, porting).
export interface NextStep {
  title: string;
  body: string;
}

export const nextStepsTitle = 'What happens next';

export const nextSteps: readonly NextStep[] = [
  { title: 'Tell us about your church', body: 'Send us a note. We’ll get back to you within 24 hours.' },
  {
    title: 'We set it up with you',
    body: 'Setup takes 3-5 business days: your ministries, staff and calendar, then training for your team.',
  },
  { title: 'Keep your number', body: 'We port your existing number at no extra cost, and Vestry AI starts answering.' },
];
