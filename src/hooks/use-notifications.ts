import { useSubscription } from 'observable-hooks';
import { useCallback } from 'react';
import { useToast } from '../components/ui/toast-context';
import { useSession } from '../app/session/session-context';
import type { ToastMessage } from '../../streams/shared';

/** Shows every toast the demo and the contact form raise; each source is one kind, so its toasts replace each other. */
export function useNotifications(): void {
  const show = useToast();
  const { demo, contact } = useSession();
  useSubscription(demo.notifications$, useCallback((message: ToastMessage) => show({ ...message, kind: 'call' }), [show]));
  useSubscription(contact.notifications$, useCallback((message: ToastMessage) => show({ ...message, kind: 'contact' }), [show]));
}
