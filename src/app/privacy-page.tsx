import styled from 'styled-components';
import { siteConfig as config } from '../../config/site';
import { STORAGE_KEYS } from '../../streams/shared';
import { contentColumn } from '../components/container';
import { LinkedWords } from '../components/linked-words';
import { SkipLink } from '../components/skip-link';
import { privacyIntro, privacySections, type PrivacyPart } from '../content/privacy';
import { Footer } from '../sections/footer/footer';
import { SiteHeader } from '../sections/hero/site-header';

// The privacy page (/privacy): its own chunk, loaded on its route only (routes.tsx).

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
  /* 000 and 13 11 14 dial, and a number never breaks across lines. */
  a[data-safety-number] {
    white-space: nowrap;
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
  p,
  li {
    margin: 0 0 0.75rem;
    line-height: 1.65;
  }
  ul {
    margin: 0 0 0.75rem;
    padding-inline-start: 1.25rem;
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

const Updated = styled.p`
  color: ${({ theme }) => theme.colour.inkMuted};
`;

function Parts({ parts }: { parts: readonly PrivacyPart[] }) {
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      <LinkedWords key={index} text={part} />
    ) : (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    ),
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
            <Updated>
              {`${privacyIntro.updated.label} `}
              <time dateTime={privacyIntro.updated.dateTime}>{privacyIntro.updated.text}</time>
            </Updated>
          </header>
          {privacySections({ ...config, storageKeys: STORAGE_KEYS }).map((section, at) => (
            <section key={section.heading} aria-labelledby={`privacy-${at}`}>
              <h2 id={`privacy-${at}`}>{section.heading}</h2>
              {section.paragraphs.map((parts, index) => (
                <p key={index}>
                  <Parts parts={parts} />
                </p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((parts, index) => (
                    <li key={index}>
                      <Parts parts={parts} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </Article>
      </Main>
      <Footer contactEmail={config.contactEmail} anchorBase="/" />
    </>
  );
}
