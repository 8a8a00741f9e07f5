import * as RadixAccordion from '@radix-ui/react-accordion';
import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { softDisc } from '../container';

export interface AccordionItemData {
  question: string;
  answer: string;
}

const Root = styled(RadixAccordion.Root)`
  display: grid;
  gap: 0.75rem;
`;

const Item = styled(RadixAccordion.Item)`
  border: 1px solid ${({ theme }) => theme.colour.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colour.paper};
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;
  &[data-state='open'] {
    border-color: ${({ theme }) => theme.colour.lineStrong};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Header = styled(RadixAccordion.Header)`
  margin: 0;
  font-family: ${({ theme }) => theme.font.body};
  font-size: 1.0625rem;
  letter-spacing: 0;
`;

const Trigger = styled(RadixAccordion.Trigger)`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 3.75rem;
  padding: 0.875rem 1.25rem;
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &::after {
    content: '+';
    flex: none;
    ${softDisc}
    font-size: 1.25rem;
    line-height: 1;
  }
  &[data-state='open']::after {
    content: '−';
  }
`;

const Content = styled(RadixAccordion.Content)`
  color: ${({ theme }) => theme.colour.inkMuted};
  p {
    max-width: 60ch;
    padding: 0 1.25rem 1.25rem;
    margin: 0;
  }
  &[data-state='closed'] {
    display: none;
  }
  .no-js &[data-state='closed'] {
    display: block;
  }
`;

/**
 * Single-open, collapsible question list (spec: FAQ accordion).
 * Each item is a Suspense boundary nested in the previous item's: when hydrating, the items
 * hydrate in turn, each with a commit of its own, so that Radix's measuring of each answer (a
 * layout effect that re-renders it) runs in short tasks rather than one long one.
 */
export function Accordion({ items, idPrefix }: { items: readonly AccordionItemData[]; idPrefix: string }) {
  return (
    <Root type="single" collapsible>
      {items.reduceRight<ReactNode>(
        (rest, item, index) => (
          <Suspense>
            <Item value={`${idPrefix}-${index}`}>
              <Header>
                <Trigger>{item.question}</Trigger>
              </Header>
              {/* forceMount keeps answers in the prerendered HTML; .no-js shows them without JavaScript. */}
              <Content forceMount>
                <p>{item.answer}</p>
              </Content>
            </Item>
            {rest}
          </Suspense>
        ),
        null,
      )}
    </Root>
  );
}
