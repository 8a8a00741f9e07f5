import { dataLocation } from './data-location.ts';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * What the demo on this page does for a caller at risk, as a build can keep it (`keyed`: the live
 * assistant hears the call; otherwise the simulated one reads typed words, and spoken ones only
 * where the browser writes them down for it).
 */
export function urgentInTheDemo(keyed: boolean): string {
  return keyed
    ? 'The demo on this page does this.'
    : 'The simulated demo on this page does this for words you type, and for words you say once you let your browser write them down (“Let my browser write down what I say”, where your browser can).';
}

/** The FAQ of a build (`keyed`: a live demo). */
export const faqItems = (keyed: boolean): readonly FaqItem[] => [
  {
    question: 'How long does setup take?',
    answer: 'Setup takes 3-5 business days. We set Vestry AI up for your ministries, staff and calendar, then train your team to use it.',
  },
  {
    question: 'Can we keep our church’s existing phone number?',
    answer: 'Yes. We port your existing number at no extra cost, so your members keep calling the number they know.',
  },
  {
    question: 'What if we need a new phone number?',
    answer: 'We can set up a new Australian number for you. A new number is charged separately.',
  },
  {
    question: 'How many minutes will our church use?',
    answer:
      'Typical use is 150-300 minutes per month. The Starter Plan includes 100 minutes, then 0.6 cents per minute, so you only pay for what you use.',
  },
  {
    question: 'Where is our data stored?',
    answer: dataLocation,
  },
  {
    question: 'What happens when a caller needs a real person?',
    answer:
      'Vestry AI routes the call to the right church leader, whether that is pastoral care, administration, youth ministry or finance, and sends you a summary of what the caller needed.',
  },
  {
    question: 'Will it handle sensitive pastoral calls with care?',
    answer: `Yes. Vestry AI tells callers it is an AI, listens and takes down what they need. If a caller speaks of an emergency or someone at risk, it first gives them 000 and Lifeline on 13 11 14, then passes the call to your pastoral care leader as urgent. ${urgentInTheDemo(keyed)} The assistant we set up for your church is configured the same way.`,
  },
  {
    question: 'Do we need a credit card to try it?',
    answer: 'No. The free trial needs no credit card and runs for 30 days or 15 minutes, whichever comes first.',
  },
];
