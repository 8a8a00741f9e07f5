// Whether a CSP source list allows a URL: the host-source matching of CSP Level 3 for the kinds
// of source the policy uses (keywords never match a URL). The scheme must match exactly, which is
// stricter than browsers (they let wss:// sources allow https://), so a pass here is a pass there.

export function allows(sources: readonly string[], url: string): boolean {
  const target = new URL(url);
  return sources.some((source) => matches(source, target));
}

function matches(source: string, target: URL): boolean {
  if (source.startsWith("'")) return false;
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return target.protocol === source.toLowerCase();
  const parsed = /^([a-z][a-z0-9+.-]*):\/\/(\*\.)?([^/:]+)(?::(\d+))?(\/.*)?$/i.exec(source);
  if (!parsed) throw new Error(`not a host source: ${source}`);
  const [, scheme = '', wildcard, host = '', port, path] = parsed;
  if (`${scheme.toLowerCase()}:` !== target.protocol) return false;
  const hostMatches = wildcard ? target.hostname.endsWith(`.${host.toLowerCase()}`) : target.hostname === host.toLowerCase();
  const portMatches = port === undefined ? target.port === '' : target.port === port;
  const pathMatches = path === undefined || (path.endsWith('/') ? target.pathname.startsWith(path) : target.pathname === path);
  return hostMatches && portMatches && pathMatches;
}

/** A concrete host for a documented one: each `*` (a label, or a name's prefix) becomes a sample label. */
export function sampleHost(documented: string): string {
  return documented.replace(/\*/g, 'sample-1');
}
