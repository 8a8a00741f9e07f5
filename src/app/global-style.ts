import { createGlobalStyle } from 'styled-components';
import { fallbackFaces } from '../shared/fonts';

export const GlobalStyle = createGlobalStyle`
  ${fallbackFaces}
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* The focus ring is two rings: the inner one stands out against the control, the outer
       one against the surface. Dark surfaces swap the pair (see focusOnDark). */
    --focus-inner: ${({ theme }) => theme.colour.paper};
    --focus-outer: ${({ theme }) => theme.colour.focusInk};
  }
  @media (prefers-reduced-motion: no-preference) {
    html { scroll-behavior: smooth; }
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.text.body};
    line-height: 1.6;
    color: ${({ theme }) => theme.colour.ink};
    background: ${({ theme }) => theme.colour.paper};
    font-feature-settings: 'cv11', 'ss01';
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  h1, h2, h3 {
    font-family: ${({ theme }) => theme.font.heading};
    font-weight: 600;
    line-height: 1.15;
    letter-spacing: -0.01em;
    margin: 0 0 ${({ theme }) => theme.space(3)};
    text-wrap: balance;
  }
  h3 { line-height: 1.25; }
  p { margin: 0 0 ${({ theme }) => theme.space(4)}; text-wrap: pretty; }
  a { color: ${({ theme }) => theme.colour.primary}; text-underline-offset: 0.18em; }
  img, svg { display: block; max-width: 100%; }
  :focus-visible {
    outline: 3px solid var(--focus-outer);
    outline-offset: 2px;
    box-shadow: 0 0 0 2px var(--focus-inner);
  }
  /* The connecting indicator's dots (used only where motion is welcome). */
  @keyframes vestry-pulse {
    0%, 80%, 100% { transform: scale(0.55); opacity: 0.45; }
    40% { transform: scale(1); opacity: 1; }
  }
  [tabindex='-1']:focus { outline: none; box-shadow: none; }
  section[id], [id='contact-title'] { scroll-margin-top: 1rem; }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0);
    white-space: nowrap; border: 0;
  }
`;
