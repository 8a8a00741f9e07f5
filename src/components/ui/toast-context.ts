import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Toasts of one kind replace each other (e.g. "call", "contact"); the newest says what is true now. */
  kind?: string;
}

export type ShowToast = (message: ToastMessage) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Shows a toast; throws outside <ToastProvider> so a missing provider is found at once. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}

/** A new toast replaces the open one of its kind: no stale failure above a success. */
export function replaceOfKind<T extends ToastMessage>(list: readonly T[], next: T): T[] {
  const kind = next.kind ?? 'default';
  return [...list.filter((toast) => (toast.kind ?? 'default') !== kind), next];
}
