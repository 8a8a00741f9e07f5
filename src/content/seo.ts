// Head tags and structured data, built from the same constants the page renders.
import { faqItems } from './faq.ts';
import { starterPlan } from './plan.ts';
import { privacyHead } from './privacy.ts';
import { PRIVACY_PATH } from './privacy-line.ts';
import { site } from './site.ts';

export interface SeoOptions {
  siteUrl: string;
  contactEmail: string;
  /** A live demo: the FAQ says what its assistant does, as the page does. */
  keyed: boolean;
}

export const pageTitle = `${site.name}: ${site.tagline}`;

/** A prerendered page's own head: its title, description and path (its canonical URL is the site's URL plus the path). */
export interface PageHead {
  title: string;
  description: string;
  path: string;
}

export const homeHead: PageHead = { title: pageTitle, description: site.description, path: '/' };
export const privacyPageHead: PageHead = { ...privacyHead, path: PRIVACY_PATH };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function jsonLd({ siteUrl, contactEmail, keyed }: SeoOptions): object[] {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: siteUrl,
    logo: new URL('favicon.svg', siteUrl).href,
    email: contactEmail,
    areaServed: 'AU',
  };
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${site.name} ${starterPlan.name}`,
    description: starterPlan.description,
    brand: { '@type': 'Brand', name: site.name },
    offers: {
      '@type': 'Offer',
      name: starterPlan.name,
      price: starterPlan.monthlyPrice.toFixed(2),
      priceCurrency: starterPlan.currency,
      url: new URL('#pricing', siteUrl).href,
      availability: 'https://schema.org/InStock',
    },
  };
  const faqPage = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqItems(keyed).map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  return [organization, product, faqPage];
}

/** Everything the page's <head> needs beyond the charset and viewport. */
export function headTags(options: SeoOptions, page: PageHead = homeHead): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const url = escapeHtml(new URL(page.path.slice(1), options.siteUrl).href);
  const image = escapeHtml(new URL('og-image.png', options.siteUrl).href);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:locale" content="en_AU" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join('\n    ');
}

/**
 * The JSON-LD blocks, for the end of the body: search engines read them anywhere, and there they
 * follow the text they repeat (the FAQ), which compression then shares with them.
 */
export function structuredData(options: SeoOptions): string {
  return jsonLd(options)
    .map((data) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`)
    .join('\n    ');
}
