import { useSubscription } from 'observable-hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import type { ToastMessage } from '../components/ui/toast-context';
import { useSession } from './session/session-context';

export interface QueuedToast {
  /** Counts up from 1, so each toast is shown once however often the queue renders. */
  seq: number;
  message: ToastMessage;
}

const Toasts = lazy(() => import('./toasts'));

/**
 * Every toast the demo and the contact form raise. The page needs no toast code until the
 * first one: it is kept here while its chunk loads, then shown.
 */
export function Notifications() {
  const [queue, setQueue] = useState<readonly QueuedToast[]>([]);
  const count = useRef(0);
  useSubscription(useSession().notifications$, (message) => {
    count.current += 1;
    const seq = count.current;
    // The toast list shows three at most, so the queue keeps no more.
    setQueue((list) => [...list.slice(-2), { seq, message }]);
  });
  if (queue.length === 0) return null;
  return (
    <Suspense>
      <Toasts queue={queue} />
    </Suspense>
  );
}
