/** "What your office receives" under a call's summary: the office's SMS, email and calendar event. */
export const officeText = {
  title: 'What your office receives',
  lead: 'Sent after every call, in a real church, from what the call captured. In this demo nothing is sent.',
  sms: (to: string) => `SMS to ${to}`,
  email: 'Email to the office',
  subject: 'Subject:',
  copy: 'Copy',
  copySms: 'Copy the SMS',
  copyEmail: 'Copy the email',
  copied: 'Copied.',
  copyFailed: 'Your browser would not copy it: the text is selected, so you can copy it yourself.',
  calendar: 'Add to calendar',
  calendarFile: 'booking.ics',
} as const;

/**
 * The church both demo assistants answer for, as the office's messages name it. Written here, not read
 * from assistant/church.ts, so the summary's chunk shares no module with the simulated assistant's (a
 * chunk of its own for it would weigh on the first press); tests/office holds the two the same.
 */
export const demoChurch = { name: "St Columba's", urgentTeam: 'Pastoral care, urgent' } as const;
