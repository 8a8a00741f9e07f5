import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export type ShowToast = (message: ToastMessage) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Shows a toast; throws outside <ToastProvider> so a missing provider is found at once. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
