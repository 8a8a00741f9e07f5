import { useObservableState } from 'observable-hooks';
import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from '../components/ui/toast';
import { useStreams } from '../shared/streams-context';

const NONE: ToasterProps['toasts'] = [];

/**
 * Every toast of the demo and the contact form, from the streams' one list. The page needs no
 * toast code until the first one: the list waits while its chunk loads. A chunk that failed to
 * load (offline) is tried again with the next toast, and never takes the page down.
 */
export function Notifications() {
  const { toasts } = useStreams();
  const list = useObservableState(toasts.toasts$, NONE);
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    if (list.length === 0 || Toaster) return;
    let current = true;
    import('../components/ui/toast').then(
      (module) => current && setToaster(() => module.default),
      (error: unknown) => console.error('The toasts failed to load:', error),
    );
    return () => {
      current = false;
    };
  }, [list, Toaster]);
  return Toaster ? <Toaster toasts={list} onDismiss={toasts.dismiss} /> : null;
}
