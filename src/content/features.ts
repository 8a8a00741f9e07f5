export interface Feature {
  title: string;
  body: string;
}

export const features: readonly Feature[] = [
  {
    title: 'Hyper-Realistic Human Voice',
    body: 'A warm, natural voice that callers are happy to talk to. No robotic menus, no “press 1”.',
  },
  {
    title: 'Smart Call Routing',
    body: 'Pastoral care, administration, youth ministry or finance: every caller reaches the right church leader.',
  },
  {
    title: 'Automatic Call Summaries',
    body: 'An SMS and email summary of every call, so nothing slips through the cracks between services.',
  },
  {
    title: 'Member Engagement & Care',
    body: 'Welcome notes for visitors, follow-ups and check-ins for members, sent on your behalf.',
  },
  {
    title: 'Seamless Appointment Booking',
    body: 'Callers book a time with your ministers and staff straight into your calendar, day or night.',
  },
  {
    title: 'Flexible Call Controls',
    body: 'You decide when Vestry AI answers: after hours, when the office is busy, or every call.',
  },
];
