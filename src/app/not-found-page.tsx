import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../components/ui/button';
import { Logo } from '../components/logo';
import { notFoundText } from '../content/site';

const Main = styled.main`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 1.25rem;
  min-height: 100vh;
  padding: 2rem 1.25rem;
  text-align: center;
  background: ${({ theme }) => theme.colour.paperAlt};
  h1 { margin: 0; font-size: 4rem; }
  p { margin: 0; font-size: 1.375rem; }
`;

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
    document.title = `Page not found | Vestry AI`;
  }, [pathname]);
  return (
    <Main>
      <Logo />
      <h1>{notFoundText.heading}</h1>
      <p>{notFoundText.message}</p>
      <Button href="/" size="lg">
        {notFoundText.home}
      </Button>
    </Main>
  );
}
