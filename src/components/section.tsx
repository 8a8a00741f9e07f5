import type { ReactNode } from 'react';
import styled from 'styled-components';

const Outer = styled.section<{ $tone: 'paper' | 'alt' }>`
  padding: 4.5rem 1.25rem;
  background: ${({ $tone, theme }) => ($tone === 'alt' ? theme.colour.paperAlt : theme.colour.paper)};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.width.content};
  margin: 0 auto;
`;

const Title = styled.h2`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
`;

const Intro = styled.p`
  max-width: ${({ theme }) => theme.width.text};
  color: ${({ theme }) => theme.colour.inkMuted};
  margin-bottom: 2.5rem;
`;

export interface SectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: 'paper' | 'alt';
  children: ReactNode;
}

/** A page section: a labelled region landmark whose heading takes focus from in-page links. */
export function Section({ id, title, intro, tone = 'paper', children }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <Outer id={id} aria-labelledby={titleId} $tone={tone}>
      <Inner>
        <Title id={titleId} tabIndex={-1} data-section-focus="">
          {title}
        </Title>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Inner>
    </Outer>
  );
}
