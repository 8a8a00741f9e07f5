import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { siteConfig } from '../config/site';
import { createSiteStreams, prerenderSiteDeps } from '../streams/site';
import { App } from './app/app';
import { notFoundPage, privacyPage } from './app/page-loaders';

export interface PrerenderResult {
  html: string;
  /** The page's CSS, for its head. */
  styles: string;
  /** styled-components' element of markers, for the page's code to put back before it starts (not needed to paint). */
  markers: string;
}

const SPLITTER = '/*!sc*/\n';
const MARKER = /^data-styled\.g\d+\[id="[^"]+"\]\{content:"[^"]*"\}$/;

/**
 * styled-components reads its server styles back when it starts and inserts every rule again,
 * one by one, which restyles the whole page in a long task. So the rules go into a plain style
 * element, applied once with the HTML, and styled-components' own element keeps only its
 * markers: which class names exist, so that hydration finds them and inserts nothing again.
 * The markers are not needed to paint: they leave the HTML (which must fit the first round trip)
 * and the page's code puts them back before styled-components starts (src/main.tsx).
 */
function splitStyles(styleTags: string): Pick<PrerenderResult, 'styles' | 'markers'> {
  const styles: string[] = [];
  const markers: string[] = [];
  for (const [, attributes, text] of styleTags.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)) {
    const parts = (text ?? '').split(SPLITTER).filter((part) => part.trim() !== '');
    styles.push(`<style>${parts.filter((part) => !MARKER.test(part.trim())).join('\n')}</style>`);
    const found = parts.filter((part) => MARKER.test(part.trim()));
    markers.push(`<style${attributes ?? ''}>${found.map((marker) => marker + SPLITTER).join('')}</style>`);
  }
  return { styles: styles.join(''), markers: markers.join('') };
}

/** Loads the pages whose code the browser fetches on their route only, so that `render` has them. */
export async function preparePages(): Promise<void> {
  await Promise.all([privacyPage.load(), notFoundPage.load()]);
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
    return { html, ...splitStyles(sheet.getStyleTags()) };
  } finally {
    sheet.seal();
  }
}

export { headTags, homeHead, jsonLd, privacyPageHead, structuredData } from './content/seo';
