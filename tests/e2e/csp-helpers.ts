import type { APIResponse } from '@playwright/test';
import { expect } from './fixtures';

/** The policy of a page: its <meta http-equiv> and the response header the static host adds. */
export async function policiesOf(
  response: APIResponse,
): Promise<{ meta: Map<string, string[]>; header: Map<string, string[]>; html: string }> {
  const html = await response.text();
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  expect(meta, 'a CSP meta tag').toBeTruthy();
  // The meta must come before any script, or the scripts above it run unchecked.
  expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.search(/<script\b/));
  return { meta: parsePolicy(meta ?? ''), header: parsePolicy(response.headers()['content-security-policy'] ?? ''), html };
}

export function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .replace(/&#39;/g, "'")
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** script-src without 'unsafe-inline', and one hash for each inline script the page runs. */
export function expectStrictScripts(policy: Map<string, string[]>): void {
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
  expect(policy.get('object-src')).toEqual(["'none'"]);
}
