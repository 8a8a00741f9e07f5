import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  @media (prefers-reduced-motion: no-preference) {
    html { scroll-behavior: smooth; }
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1.125rem;
    line-height: 1.6;
    color: ${({ theme }) => theme.colour.ink};
    background: ${({ theme }) => theme.colour.paper};
  }
  h1, h2, h3 {
    font-family: ${({ theme }) => theme.font.heading};
    line-height: 1.2;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  p { margin: 0 0 ${({ theme }) => theme.space(4)}; }
  a { color: ${({ theme }) => theme.colour.primary}; }
  img, svg { display: block; max-width: 100%; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colour.focusInk};
    outline-offset: 3px;
  }
  [tabindex='-1']:focus { outline: none; }
  section[id], [id='contact-title'] { scroll-margin-top: 1rem; }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0);
    white-space: nowrap; border: 0;
  }
`;
