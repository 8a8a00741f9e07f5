import * as RadixAccordion from '@radix-ui/react-accordion';
import styled from 'styled-components';

export interface AccordionItemData {
  question: string;
  answer: string;
}

const Root = styled(RadixAccordion.Root)`
  border-top: 1px solid ${({ theme }) => theme.colour.line};
`;

const Item = styled(RadixAccordion.Item)`
  border-bottom: 1px solid ${({ theme }) => theme.colour.line};
`;

const Header = styled(RadixAccordion.Header)`
  margin: 0;
  font-family: ${({ theme }) => theme.font.body};
  font-size: 1.125rem;
`;

const Trigger = styled(RadixAccordion.Trigger)`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 3.5rem;
  padding: 0.875rem 0.25rem;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;

  &::after {
    content: '+';
    flex: none;
    font-size: 1.5rem;
    line-height: 1;
  }
  &[data-state='open']::after { content: '−'; }
`;

const Content = styled(RadixAccordion.Content)`
  color: ${({ theme }) => theme.colour.inkMuted};
  p { padding: 0 0.25rem 1rem; margin: 0; }
  &[data-state='closed'] { display: none; }
  .no-js &[data-state='closed'] { display: block; }
`;

/** Single-open, collapsible question list (spec: FAQ accordion). */
export function Accordion({ items, idPrefix }: { items: readonly AccordionItemData[]; idPrefix: string }) {
  return (
    <Root type="single" collapsible>
      {items.map((item, index) => (
        <Item key={item.question} value={`${idPrefix}-${index}`}>
          <Header>
            <Trigger>{item.question}</Trigger>
          </Header>
          {/* forceMount keeps answers in the prerendered HTML; .no-js shows them without JavaScript. */}
          <Content forceMount>
            <p>{item.answer}</p>
          </Content>
        </Item>
      ))}
    </Root>
  );
}
