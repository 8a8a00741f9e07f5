export interface FaqItem {
  question: string;
  answer: string;
}

export const faqItems: readonly FaqItem[] = [
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
    answer: 'Your data is stored in Australia.',
  },
  {
    question: 'What happens when a caller needs a real person?',
    answer:
      'Vestry AI routes the call to the right church leader, whether that is pastoral care, administration, youth ministry or finance, and sends you a summary of what the caller needed.',
  },
  {
    question: 'Will it handle sensitive pastoral calls with care?',
    answer:
      'Yes. Vestry AI tells callers it is an AI, listens and takes down what they need. If a caller speaks of an emergency or someone at risk, it first gives them 000 and Lifeline on 13 11 14, then passes the call to your pastoral care leader as urgent. The demo on this page does this, and the assistant we set up for your church is configured the same way.',
  },
  {
    question: 'Do we need a credit card to try it?',
    answer: 'No. The free trial needs no credit card and runs for 30 days or 15 minutes, whichever comes first.',
  },
];
