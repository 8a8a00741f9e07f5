import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { App } from './app/app';
import { config } from './app/config';
import { createSession } from './app/session/create-session';

export interface PrerenderResult {
  html: string;
  styles: string;
}

/** Renders one route to HTML plus the styled-components CSS it used (build time only). */
export function render(url: string): PrerenderResult {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <StrictMode>
          <StaticRouter location={url}>
            <App session={createSession(config)} />
          </StaticRouter>
        </StrictMode>
      </StyleSheetManager>,
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

export { headTags, jsonLd } from './content/seo';
