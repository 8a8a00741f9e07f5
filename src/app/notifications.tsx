import { useSubscription } from 'observable-hooks';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Toast } from '../components/ui/toast-context';
import { useStreams } from './streams/streams-context';

export interface QueuedToast {
  /** Counts up from 1, so each toast is shown once however often the queue renders. */
  seq: number;
  message: Toast;
}

type Toasts = ComponentType<{ queue: readonly QueuedToast[] }>;

/**
 * Every toast the demo and the contact form raise. The page needs no toast code until the
 * first one: it is kept here while its chunk loads, then shown. A chunk that failed to load
 * (offline) is tried again with the next toast, and never takes the page down.
 */
export function Notifications() {
  const [queue, setQueue] = useState<readonly QueuedToast[]>([]);
  const [Loaded, setLoaded] = useState<Toasts | null>(null);
  const count = useRef(0);
  useSubscription(useStreams().notifications$, (message) => {
    count.current += 1;
    const seq = count.current;
    // The toast list shows three at most, so the queue keeps no more.
    setQueue((list) => [...list.slice(-2), { seq, message }]);
  });
  useEffect(() => {
    if (queue.length === 0 || Loaded) return;
    let current = true;
    import('./toasts').then(
      (module) => current && setLoaded(() => module.default),
      (error: unknown) => console.error('The toasts failed to load:', error),
    );
    return () => {
      current = false;
    };
  }, [queue, Loaded]);
  return Loaded ? <Loaded queue={queue} /> : null;
}
