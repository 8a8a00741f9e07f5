import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { siteConfig } from '../config/site';
import { createSiteStreams, prerenderSiteDeps } from '../streams/site';
import { App } from './app/app';

export interface PrerenderResult {
  html: string;
  styles: string;
}

const SPLITTER = '/*!sc*/\n';
const MARKER = /^data-styled\.g\d+\[id="[^"]+"\]\{content:"[^"]*"\}$/;

/**
 * styled-components reads its server styles back when it starts and inserts every rule again,
 * one by one, which restyles the whole page in a long task. So the rules go into a plain style
 * element, applied once with the HTML, and styled-components' own element keeps only its
 * markers: which class names exist, so that hydration finds them and inserts nothing again.
 */
function splitStyles(styleTags: string): string {
  return styleTags.replace(/<style([^>]*)>([\s\S]*?)<\/style>/g, (_tag, attributes: string, text: string) => {
    const parts = text.split(SPLITTER).filter((part) => part.trim() !== '');
    const markers = parts.filter((part) => MARKER.test(part.trim()));
    const rules = parts.filter((part) => !MARKER.test(part.trim()));
    return `<style>${rules.join('\n')}</style><style${attributes}>${markers.map((marker) => marker + SPLITTER).join('')}</style>`;
  });
}

/** Renders one route to HTML plus the styled-components CSS it used (build time only). */
export function render(url: string): PrerenderResult {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <StrictMode>
          <StaticRouter location={url}>
            <App streams={createSiteStreams(prerenderSiteDeps(siteConfig))} />
          </StaticRouter>
        </StrictMode>
      </StyleSheetManager>,
    );
    return { html, styles: splitStyles(sheet.getStyleTags()) };
  } finally {
    sheet.seal();
  }
}

export { headTags, jsonLd } from './content/seo';
