import * as RadixToast from '@radix-ui/react-toast';
import styled, { css } from 'styled-components';
import type { Toast } from '../../../streams/toasts';
import { MessageText } from './message-text';

type ToastVariant = Toast['variant'];

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  width: min(25rem, 100vw);
  max-height: 100vh;
  margin: 0;
  padding: 1rem;
  list-style: none;
  outline: none;
`;

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.875rem 0.5rem 0.875rem 1.125rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colour.line};
  border-left: 4px solid ${({ theme }) => theme.colour.success};
  background: ${({ theme }) => theme.colour.paper};
  color: ${({ theme }) => theme.colour.ink};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-size: 1rem;
  line-height: 1.45;
  ${({ $variant }) =>
    $variant === 'destructive' &&
    css`
      border-color: ${({ theme }) => theme.colour.danger};
      background: ${({ theme }) => theme.colour.danger};
      color: #ffffff;
      /* Focus rings and links stay visible on the red surface. */
      --focus-inner: ${({ theme }) => theme.colour.danger};
      --focus-outer: #ffffff;
      a {
        color: #ffffff;
        font-weight: 650;
      }
    `}
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  gap: 0.125rem;
  align-self: center;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled(RadixToast.Title)`
  font-weight: 650;
`;

const Description = styled(RadixToast.Description)`
  font-size: 0.9375rem;
`;

const Close = styled(RadixToast.Close)`
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  margin-block: -0.375rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(127, 127, 127, 0.16);
  }
`;

const DURATION_MS = 6000;

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  return (
    <Root
      $variant={toast.variant}
      // Errors interrupt the screen reader; good news waits its turn.
      type={toast.variant === 'destructive' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onClose(toast.id);
      }}
      data-variant={toast.variant}
      data-kind={toast.kind}
    >
      <Body>
        <Title>{toast.title}</Title>
        {toast.description && (
          <Description>
            <MessageText text={toast.description} />
          </Description>
        )}
      </Body>
      <Close aria-label="Dismiss notification">×</Close>
    </Root>
  );
}

export interface ToasterProps {
  /** The toasts to show, oldest first (the streams own the list). */
  readonly toasts: readonly Toast[];
  /** Closed by the visitor, or its time ran out. */
  readonly onDismiss: (id: number) => void;
}

/** The page's toasts (Radix toast), a chunk of its own: loaded with the first toast. */
export default function Toaster({ toasts, onDismiss }: ToasterProps) {
  return (
    <RadixToast.Provider duration={DURATION_MS} label="Notification">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={onDismiss} />
      ))}
      <Viewport label="Notifications ({hotkey})" />
    </RadixToast.Provider>
  );
}
