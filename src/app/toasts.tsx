import { useEffect, useRef } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { useToast } from '../components/ui/toast-context';
import type { QueuedToast } from './notifications';

function Show({ queue }: { queue: readonly QueuedToast[] }) {
  const show = useToast();
  const shown = useRef(0);
  useEffect(() => {
    for (const { seq, message } of queue) {
      if (seq <= shown.current) continue;
      shown.current = seq;
      show(message);
    }
  }, [queue, show]);
  return null;
}

/** The toast machinery (Radix toast), a chunk of its own: loaded with the first toast. */
export default function Toasts({ queue }: { queue: readonly QueuedToast[] }) {
  return (
    <ToastProvider>
      <Show queue={queue} />
    </ToastProvider>
  );
}
