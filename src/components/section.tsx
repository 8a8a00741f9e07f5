import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../shared/theme';
import { contentColumn } from './container';

const Outer = styled.section<{ $tone: 'paper' | 'alt' }>`
  padding-block: clamp(3.5rem, 8vw, 6.5rem);
  background: ${({ $tone, theme }) => ($tone === 'alt' ? theme.colour.paperAlt : theme.colour.paper)};
`;

const Inner = styled.div<{ $split: boolean }>`
  ${contentColumn}
  ${({ $split }) =>
    $split &&
    `${media.wide} {
      display: grid;
      grid-template-columns: minmax(0, 4fr) minmax(0, 7fr);
      gap: 4rem;
      align-items: start;
    }`}
`;

const Head = styled.div<{ $centred: boolean }>`
  max-width: ${({ theme }) => theme.width.text};
  margin-bottom: clamp(2rem, 4vw, 3rem);
  ${({ $centred }) => $centred && 'margin-inline: auto; text-align: center;'}
`;

const Eyebrow = styled.p`
  margin: 0 0 0.75rem;
  font-size: ${({ theme }) => theme.text.small};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colour.primary};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.text.h2};
  margin-bottom: 1rem;
`;

const Intro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.text.lead};
  line-height: 1.5;
  color: ${({ theme }) => theme.colour.inkMuted};
`;

export interface SectionProps {
  id: string;
  title: string;
  /** A short label above the title. */
  eyebrow?: string;
  intro?: ReactNode;
  tone?: 'paper' | 'alt';
  /** Centre the heading block over the content. */
  centred?: boolean;
  /** From 1024 px, the heading block beside the content instead of above it. */
  split?: boolean;
  children: ReactNode;
}

/** A page section: a labelled region landmark whose heading takes focus from in-page links. */
export function Section({ id, title, eyebrow, intro, tone = 'paper', centred = false, split = false, children }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <Outer id={id} aria-labelledby={titleId} $tone={tone}>
      <Inner $split={split}>
        <Head $centred={centred}>
          {eyebrow && <Eyebrow aria-hidden="true">{eyebrow}</Eyebrow>}
          <Title id={titleId} tabIndex={-1} data-section-focus="">
            {title}
          </Title>
          {intro && <Intro>{intro}</Intro>}
        </Head>
        {children}
      </Inner>
    </Outer>
  );
}
