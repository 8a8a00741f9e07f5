import * as Collapsible from '@radix-ui/react-collapsible';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { AnchorLinks } from '../../components/anchor-links';
import { Icon } from '../../components/icon';
import { contentColumn } from '../../components/container';
import { media } from '../../shared/theme';

const Root = styled(Collapsible.Root)`
  ${media.desktop} {
    display: none;
  }
`;

const Toggle = styled(Collapsible.Trigger)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  margin-right: -0.5rem;
  padding: 0 0.75rem;
  border: 1px solid rgba(255, 255, 255, 0.28);
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colour.onNight};
  font: inherit;
  font-size: 1rem;
  font-weight: 600;
  cursor: pointer;
  .no-js & {
    display: none;
  }
  svg {
    flex: none;
  }
`;

const Panel = styled(Collapsible.Content)`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  background: ${({ theme }) => theme.colour.night};
  border-bottom: 1px solid rgba(255, 255, 255, 0.12);
  box-shadow: 0 24px 32px rgba(15, 27, 61, 0.35);
  &[data-state='closed'] {
    display: none;
  }
  /* Without JavaScript the toggle is gone and the links are simply listed. */
  .no-js & {
    display: block;
    position: static;
    box-shadow: none;
  }
`;

const Links = styled(AnchorLinks)`
  ${contentColumn}
  display: grid;
  margin: 0;
  padding-block: 0.5rem 1rem;
  list-style: none;
  li + li {
    border-top: 1px solid rgba(255, 255, 255, 0.1);
  }
  a {
    display: block;
    padding: 0.875rem 0.25rem;
    color: ${({ theme }) => theme.colour.onNight};
    font-size: 1.125rem;
    font-weight: 600;
    text-decoration: none;
  }
`;

/**
 * The phone menu: a disclosure button with the four anchors. Opening it moves focus to the
 * first link; Escape closes it and gives focus back to the button.
 */
export function PhoneMenu({ anchorBase = '' }: { anchorBase?: string }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panel.current?.querySelector('a')?.focus();
  }, [open]);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <Root open={open} onOpenChange={setOpen} onKeyDown={closeOnEscape}>
      <Toggle ref={toggle}>
        <Icon name={open ? 'close' : 'menu'} size={20} />
        Menu
      </Toggle>
      {/* forceMount: the links are in the prerendered HTML, for readers without JavaScript. */}
      <Panel ref={panel} forceMount>
        <Links base={anchorBase} onNavigate={() => setOpen(false)} />
      </Panel>
    </Root>
  );
}
