import type { ToastMessage } from '../shared';

/** The contact toasts, with the exact spec texts (section 8). */
export const CONTACT_MESSAGES = {
  sent: { title: "Message sent successfully! We'll get back to you within 24 hours", variant: 'default' },
  failedTitle: 'Failed to send message',
} as const;

export function sendFailedNotification(contactEmail: string): ToastMessage {
  return {
    title: CONTACT_MESSAGES.failedTitle,
    description: `Please try again or contact us directly at ${contactEmail}`,
    variant: 'destructive',
  };
}
