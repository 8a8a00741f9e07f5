import { EMPTY, catchError, defer, from, ignoreElements, mergeMap, type Observable } from 'rxjs';
import { safeProps, type AnalyticsEvent } from './analytics-events';

// Plausible's Events API: `POST {host}/api/event` with a JSON body `{ name, url, domain, props }`.
// No script of theirs, no cookie: the browser adds its User-Agent, Plausible counts visitors by a
// daily salted hash of it and the address, and keeps neither.

export interface PlausibleTarget {
  /** The site's domain as added in Plausible (`VITE_PLAUSIBLE_DOMAIN`). */
  readonly domain: string;
  /** Plausible's origin: `https://plausible.io`, or a self-hosted instance (`VITE_PLAUSIBLE_API_HOST`). */
  readonly apiHost: string;
}

export interface PlausibleBody {
  readonly name: string;
  readonly url: string;
  readonly domain: string;
  readonly props?: Readonly<Record<string, string | number>>;
}

/** The page's address without its query or fragment: neither is counted. */
export function pageUrl(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}

/** The documented body of one event; props that are not a known enumeration value or a number are dropped. */
export function plausibleBody(event: AnalyticsEvent, target: PlausibleTarget, url: string): PlausibleBody {
  const props = safeProps('props' in event ? event.props : undefined);
  return { name: event.name, url, domain: target.domain, ...(Object.keys(props).length > 0 ? { props } : {}) };
}

export type PlausibleFetch = (url: string, init: RequestInit) => Promise<unknown>;

export interface PlausibleDeps {
  readonly target: PlausibleTarget;
  /** Looked up per request, so each event names the page it happened on. */
  readonly url: () => string;
  readonly fetch: PlausibleFetch;
  /** Where a failed request is told (dev builds); by default nowhere. */
  readonly warn?: (message: string, error: unknown) => void;
}

/**
 * Sends each event once: `keepalive`, so one sent as the visitor leaves still arrives, and no
 * credentials. The JSON goes as `text/plain`, as Plausible's own script sends it: a simple request
 * needs no CORS preflight, which a keepalive request at page exit may not get to make. A failing host is told (at most) and forgotten: no retry, nothing for the page.
 */
export function sendToPlausible(events$: Observable<AnalyticsEvent>, deps: PlausibleDeps): Observable<never> {
  const endpoint = `${deps.target.apiHost.replace(/\/+$/, '')}/api/event`;
  return events$.pipe(
    mergeMap((event) =>
      defer(() =>
        from(
          deps.fetch(endpoint, {
            method: 'POST',
            keepalive: true,
            credentials: 'omit',
            headers: { 'Content-Type': 'text/plain' },
            body: JSON.stringify(plausibleBody(event, deps.target, deps.url())),
          }),
        ),
      ).pipe(
        ignoreElements(),
        catchError((error: unknown) => {
          deps.warn?.(`Analytics: ${event.name} was not sent.`, error);
          return EMPTY;
        }),
      ),
    ),
  );
}
