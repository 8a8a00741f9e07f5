// Where the site's public key may be used from: the site's origins and smoke:live's, on the demo's
// assistant only. provision writes these restrictions; smoke:live and its tests check the provider keeps them.
import type { components } from '../streams/provider-api';

type TokenRestrictions = components['schemas']['TokenRestrictions'];

/** Where `npm run smoke:live` serves the site it calls from: a page on that port of one's own machine. */
export const SMOKE_SITE_PORT = 4179;

/** smoke:live's origin; VESTRY_PORT_OFFSET moves it, as it moves every port of a second checkout's runs. */
export function smokeSiteOrigin(env: Readonly<Record<string, string | undefined>>): string {
  return `http://127.0.0.1:${SMOKE_SITE_PORT + (Number(env.VESTRY_PORT_OFFSET ?? 0) || 0)}`;
}

/** The site's origin and its `www` twin (or the bare domain of a `www` one): a site is often served on both. */
export function siteOrigins(siteOrigin: string): string[] {
  const url = new URL(siteOrigin);
  if (url.hostname === 'localhost' || /^[\d.]+$/.test(url.hostname) || !url.hostname.includes('.')) return [url.origin];
  const twin = new URL(url.origin);
  twin.hostname = url.hostname.startsWith('www.') ? url.hostname.slice(4) : `www.${url.hostname}`;
  return [url.origin, twin.origin];
}

/**
 * The public key's restrictions: the site's origins and smoke:live's only, the demo's assistant only,
 * no assistant sent inline. Whether the key is enabled is the owner's (an edge build's is off).
 */
export function keyRestrictions(siteOrigin: string, assistantId: string, smokeOrigin = smokeSiteOrigin({})): TokenRestrictions {
  return {
    allowedOrigins: [...siteOrigins(siteOrigin), smokeOrigin],
    allowedAssistantIds: [assistantId],
    allowTransientAssistant: false,
  };
}
