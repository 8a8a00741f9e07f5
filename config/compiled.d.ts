import type { SiteConfig } from './site-config';

declare global {
  /** This build's configuration, parsed by vite.config.ts and compiled into the page. */
  const __SITE_CONFIG__: SiteConfig;
  /** `__SITE_CONFIG__.keyed` as a literal, so the bundler drops every simulated branch of a keyed build. */
  const __SITE_KEYED__: boolean;
}
