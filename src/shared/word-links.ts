import { createContext } from 'react';

// Which words of a call become links: 000 and Lifeline 13 11 14 (a caller at risk dials them with one
// tap), the church's own number, and web addresses of the site's own origin. Nothing else: a number or an
// address a visitor types or says stays text, so the words of a call can never send anyone elsewhere.

/** The church's number (E.164, as the site is configured with it) and the site's origin, where known. */
export interface WordLinkTargets {
  readonly phone?: string;
  readonly origin?: string;
}

/** The church's number and the site's origin, for the words of a call below (the home page gives them). */
export const WordLinks = createContext<WordLinkTargets>({});

/** A stretch of the words: text, or a link with where it goes; `safety` for 000 and 13 11 14. */
export type WordPart =
  { readonly text: string; readonly href?: undefined } | { readonly text: string; readonly href: string; readonly safety?: true };

// 000 and 13 11 14 standing alone: not part of a phone number ("0400 000 000", "0400-000-000", with
// non-breaking spaces), an amount ("1,000", "$000") or a word or code ("000s", "room 000A").
const SAFETY = String.raw`(?<![\w$]|\d[\s,.-])(?:000|13 ?11 ?14)(?!\w|[\s,.-]\d)`;
// A run of digits as people write a phone number: "0491 570 006", "(02) 9000 0000", "+61 491 570 006".
const NUMBER = String.raw`(?<![\w+$]|\d[\s,.-])[+(]?\d[\d\s()-]{6,18}\d(?!\w|[\s,.-]\d)`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The digits a number is dialled by, nationally: +61 491 570 006 and 0491 570 006 are both 0491570006. */
function nationalDigits(number: string): string {
  const digits = number.replace(/\D/g, '');
  return number.trim().startsWith('+61') ? `0${digits.slice(2)}` : digits;
}

/** Where each kind of link may point, and the pattern that finds them all in one pass. */
function finder(targets: WordLinkTargets) {
  const churchDigits = targets.phone ? nationalDigits(targets.phone) : undefined;
  let origin: URL | undefined;
  try {
    origin = targets.origin ? new URL(targets.origin) : undefined;
  } catch {
    origin = undefined;
  }
  // The site's own address, with its scheme or without: never a host that only starts or ends like it (in any
  // script's letters), and a path of a page's characters only: no query, so no address of another site rides in it.
  const site = origin
    ? String.raw`(?<![\p{L}\p{N}_.@/:\u200b-\u200d-])(?:${escape(origin.protocol)}//)?${escape(origin.host)}(?![\p{L}\p{N}_@\u200b-\u200d-]|[.:][\p{L}\p{N}_-])(?:/[\w/#.~-]*)?`
    : undefined;
  const pattern = new RegExp(
    [site && `(?<site>${site})`, `(?<safety>${SAFETY})`, churchDigits && `(?<number>${NUMBER})`].filter(Boolean).join('|'),
    'gu',
  );
  return { pattern, churchDigits, origin };
}

/** The address's path, without the sentence's own punctuation after it; a link only if it stays on the site's origin. */
function siteLink(found: string, origin: URL): { text: string; href: string } | undefined {
  const text = found.replace(/[.,;:!?)\]]+$/u, '');
  const path = text.slice(text.indexOf(origin.host) + origin.host.length);
  try {
    const url = new URL(path || '/', origin);
    return url.origin === origin.origin ? { text, href: url.href } : undefined;
  } catch {
    return undefined;
  }
}

/** The words as text and links, in order; the text of the parts joined is the words as given. */
export function linkParts(words: string, targets: WordLinkTargets = {}): WordPart[] {
  const { pattern, churchDigits, origin } = finder(targets);
  const parts: WordPart[] = [];
  let at = 0;
  const text = (to: number) => {
    if (to > at) parts.push({ text: words.slice(at, to) });
    at = to;
  };
  for (const match of words.matchAll(pattern)) {
    const found = match[0];
    const start = match.index;
    const groups = match.groups ?? {};
    let link: { text: string; href: string; safety?: true } | undefined;
    if (groups.safety) link = { text: found, href: `tel:${found.replace(/ /g, '')}`, safety: true };
    else if (groups.number && churchDigits && targets.phone && nationalDigits(found) === churchDigits)
      link = { text: found, href: `tel:${targets.phone.replace(/\s/g, '')}` };
    else if (groups.site && origin) link = siteLink(found, origin);
    if (!link) continue;
    text(start);
    parts.push(link);
    at = start + link.text.length;
  }
  text(words.length);
  return parts;
}
