// What the Worker refuses before it spends anything (a siteverify request, a count, the provider's
// time): in this order, another method, a foreign page, a body that is not JSON, a body too large
// (by its length or as it streams), and too many requests from one visitor in a minute; then what the
// body asks with.
import { isChurchName } from './church-name.ts';

/** The largest body read, in bytes: a Turnstile token and a little JSON around it. */
export const MAX_BODY_BYTES = 4096;

export type Refusal =
  | { status: 405; error: 'method' }
  | { status: 403; error: 'origin' }
  | { status: 415; error: 'media-type' }
  | { status: 413; error: 'too-large' }
  | { status: 429; error: 'rate' };

/** The origins the site is served from: `SITE_ORIGIN` is one, or several separated by commas (the apex and `www`). */
export function siteOrigins(value: string | undefined): string[] | undefined {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const isOrigin = (origin: string) => {
    try {
      return new URL(origin).origin === origin;
    } catch {
      return false;
    }
  };
  return origins.length > 0 && origins.every(isOrigin) ? origins : undefined;
}

/** A request's media type, without its parameters, in lower case. */
function mediaType(request: Request): string {
  return (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The checks that need nothing but the request and the site's origins; null when it may go on. */
export function refuseByHeaders(request: Request, origins: readonly string[]): Refusal | null {
  if (request.method !== 'POST') return { status: 405, error: 'method' };
  const origin = request.headers.get('Origin');
  // A browser always says where a cross-site POST comes from; a script that says nothing still meets the challenge.
  if (origin !== null && !origins.includes(origin)) return { status: 403, error: 'origin' };
  if (mediaType(request) !== 'application/json') return { status: 415, error: 'media-type' };
  const length = request.headers.get('Content-Length');
  if (length !== null && !(Number(length) <= MAX_BODY_BYTES)) return { status: 413, error: 'too-large' };
  return null;
}

/** The body as text, read at most `MAX_BODY_BYTES` of it: undefined (and the rest never read) when it is longer. */
export async function readCappedBody(request: Request): Promise<string | undefined> {
  if (!request.body) return '';
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(body);
}

/**
 * The part of an address that names one visitor: an IPv4 address whole, an IPv6 address's /64 (a
 * home or a phone is given a whole /64, and picks addresses in it at will).
 */
export function visitorNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::', 2);
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  // An IPv4 suffix (::ffff:192.0.2.1) is two groups; the network part is the first four groups either way.
  const groups = [...left, ...Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** What the page may ask with: the widget's token, and the visitor's church for the greeting. */
export interface CallRequest {
  turnstileToken: string;
  /** Taken only as the page's rule gives it back (church-name.ts); null when none was sent, or it was not. */
  churchName: string | null;
  /** A name was sent that the rule does not give back: the call goes on without it (a page and a Worker of different versions). */
  churchNameRefused: boolean;
}

/** The request from a JSON body, or undefined when it has no token; other fields are ignored. */
export function callRequestOf(text: string): CallRequest | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null || !('turnstileToken' in body)) return undefined;
  const token = body.turnstileToken;
  if (typeof token !== 'string' || token.length === 0 || token.length > 2048) return undefined;
  if (!('churchName' in body)) return { turnstileToken: token, churchName: null, churchNameRefused: false };
  // The page sends only a name its rule took, as that rule gave it back; any other costs the greeting, not the call.
  const churchName = isChurchName(body.churchName) ? body.churchName : null;
  return { turnstileToken: token, churchName, churchNameRefused: churchName === null };
}
