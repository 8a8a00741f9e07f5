import styled from 'styled-components';
import { siteConfig as config } from '../../config/site';
import { contentColumn } from '../components/container';
import { SkipLink } from '../components/skip-link';
import { privacyIntro, privacySections, type PrivacyPart } from '../content/privacy';
import { Footer } from '../sections/footer/footer';
import { SiteHeader } from '../sections/hero/site-header';

// The privacy page (/privacy): its own chunk, loaded on its route only (privacy-route.tsx).

const Main = styled.main`
  padding-block: clamp(2.5rem, 7vw, 5rem);
  background: ${({ theme }) => theme.colour.paperAlt};
`;

const Article = styled.article`
  ${contentColumn}
  display: grid;
  gap: 2rem;
  > * {
    max-width: ${({ theme }) => theme.width.text};
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.text.h1};
    line-height: 1.05;
    color: ${({ theme }) => theme.colour.primary};
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: ${({ theme }) => theme.text.h3};
  }
  p {
    margin: 0 0 0.75rem;
    line-height: 1.65;
  }
  a {
    color: ${({ theme }) => theme.colour.primary};
    font-weight: 600;
    text-decoration: underline;
    overflow-wrap: anywhere;
  }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.text.lead};
  color: ${({ theme }) => theme.colour.inkMuted};
`;

function Paragraph({ parts }: { parts: readonly PrivacyPart[] }) {
  return (
    <p>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}

export function PrivacyPage() {
  return (
    <>
      <SkipLink />
      <SiteHeader anchorBase="/" />
      <Main id="main" tabIndex={-1}>
        <Article>
          <header>
            <h1>{privacyIntro.heading}</h1>
            <Lead>{privacyIntro.lead}</Lead>
          </header>
          {privacySections(config.contactEmail, config.keyed).map((section) => (
            <section key={section.heading} aria-labelledby={`privacy-${section.heading.length}`}>
              <h2 id={`privacy-${section.heading.length}`}>{section.heading}</h2>
              {section.paragraphs.map((parts, index) => (
                <Paragraph key={index} parts={parts} />
              ))}
            </section>
          ))}
        </Article>
      </Main>
      <Footer contactEmail={config.contactEmail} anchorBase="/" />
    </>
  );
}
