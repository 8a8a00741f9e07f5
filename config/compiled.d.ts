import type { SiteConfig } from './site-config';

declare global {
  /** This build's configuration, parsed by vite.config.ts and compiled into the page. */
  const __SITE_CONFIG__: SiteConfig;
  /** `__SITE_CONFIG__.keyed` as a literal, so the bundler drops every simulated branch of a keyed build. */
  const __SITE_KEYED__: boolean;
  /**
   * Whether the build has a demo-token endpoint (`__SITE_CONFIG__.demoToken`), as a literal: a build
   * without one drops the token's stage wiring, its challenge slot and its daily-limit notes. The unit
   * tests compile it as true, so that code is tested; without a token's answers it changes nothing.
   */
  const __SITE_DEMO_TOKEN__: boolean;
}
