import { useEffect } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Button } from '../components/ui/button';
import { contentColumn } from '../components/container';
import { SkipLink } from '../components/skip-link';
import { SiteHeader } from '../sections/hero/site-header';
import { Footer } from '../sections/footer/footer';
import { ContactDetails } from '../sections/contact/contact-details';
import { notFoundText } from '../content/site';
import { siteConfig as config } from '../../config/site';

const Main = styled.main`
  padding-block: clamp(3rem, 10vw, 7rem);
  background: ${({ theme }) => theme.colour.paperAlt};
`;

const Inner = styled.div`
  ${contentColumn}
  display: grid;
  gap: 3rem;
  justify-items: center;
`;

const Message = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: center;
  text-align: center;
  h1 {
    margin: 0;
    font-size: clamp(4rem, 12vw, 7rem);
    line-height: 1;
    color: ${({ theme }) => theme.colour.primary};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.text.lead};
  }
`;

const Details = styled.div`
  width: 100%;
  max-width: 30rem;
`;

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
    document.title = `Page not found | Vestry AI`;
  }, [pathname]);
  return (
    <>
      <SkipLink />
      <SiteHeader anchorBase="/" />
      <Main id="main" tabIndex={-1}>
        <Inner>
          <Message>
            <h1>{notFoundText.heading}</h1>
            <p>{notFoundText.message}</p>
            <Button href="/" size="lg">
              {notFoundText.home}
            </Button>
          </Message>
          <Details>
            <ContactDetails email={config.contactEmail} phoneNumber={config.demoPhoneNumber} headingLevel="h2" />
          </Details>
        </Inner>
      </Main>
      <Footer contactEmail={config.contactEmail} anchorBase="/" />
    </>
  );
}
