import * as RadixToast from '@radix-ui/react-toast';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

import { ToastContext, type ShowToast, type ToastMessage, type ToastVariant } from './toast-context';

interface OpenToast extends ToastMessage {
  id: number;
  open: boolean;
}

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  width: min(26rem, 100vw);
  max-height: 100vh;
  margin: 0;
  padding: 1rem;
  list-style: none;
  outline: none;
`;

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 0.75rem;
  align-items: start;
  padding: 1rem 1.125rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.colour.line};
  background: ${({ theme }) => theme.colour.paper};
  color: ${({ theme }) => theme.colour.ink};
  box-shadow: 0 12px 32px rgba(15, 27, 61, 0.25);
  ${({ $variant }) =>
    $variant === 'destructive' &&
    css`
      background: ${({ theme }) => theme.colour.danger};
      border-color: ${({ theme }) => theme.colour.danger};
      color: #ffffff;
    `}
`;

const Title = styled(RadixToast.Title)`
  grid-column: 1;
  font-weight: 700;
`;

const Description = styled(RadixToast.Description)`
  grid-column: 1;
  font-size: 1rem;
`;

const Close = styled(RadixToast.Close)`
  grid-column: 2;
  grid-row: 1 / span 2;
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;

const DURATION_MS = 6000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<OpenToast[]>([]);
  const nextId = useRef(0);

  const show = useCallback<ShowToast>((message) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((list) => [...list.slice(-2), { ...message, id, open: true }]);
  }, []);

  const close = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={DURATION_MS} label="Notification">
        {children}
        {toasts.map((toast) => (
          <Root
            key={toast.id}
            $variant={toast.variant ?? 'default'}
            // Errors interrupt the screen reader; good news waits its turn.
            type={toast.variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) close(toast.id);
            }}
            data-variant={toast.variant ?? 'default'}
          >
            <Title>{toast.title}</Title>
            {toast.description && <Description>{toast.description}</Description>}
            <Close aria-label="Dismiss notification">×</Close>
          </Root>
        ))}
        <Viewport label="Notifications ({hotkey})" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
