import { useSubscription } from 'observable-hooks';
import { useToast } from '../components/ui/toast-context';
import { useSession } from '../app/session/session-context';

/** Shows every toast the demo and the contact form raise. */
export function useNotifications(): void {
  const show = useToast();
  useSubscription(useSession().notifications$, show);
}
