import { createContext, useContext } from 'react';
import type { ToastMessage } from '../../../streams/shared';

export type ToastVariant = ToastMessage['variant'];

/** A toast to show: the streams' message, and its kind. */
export interface Toast extends Omit<ToastMessage, 'variant'> {
  readonly variant?: ToastVariant;
  /** Toasts of one kind replace each other (e.g. "call", "contact"); the newest says what is true now. */
  readonly kind?: string;
}

export type ShowToast = (toast: Toast) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Shows a toast; throws outside <ToastProvider> so a missing provider is found at once. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}

/** A new toast replaces the open one of its kind: no stale failure above a success. */
export function replaceOfKind<T extends Toast>(list: readonly T[], next: T): T[] {
  const kind = next.kind ?? 'default';
  return [...list.filter((toast) => (toast.kind ?? 'default') !== kind), next];
}
