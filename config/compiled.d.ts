import type { SiteConfig } from './site-config';

declare global {
  /** This build's configuration, parsed by vite.config.ts and compiled into the page. */
  const __SITE_CONFIG__: SiteConfig;
  /** `__SITE_CONFIG__.keyed` as a literal, so the bundler drops every simulated branch of a keyed build. */
  const __SITE_KEYED__: boolean;
  /**
   * Whether the build has a demo-call endpoint (`__SITE_CONFIG__.demoCall`), as a literal: a build
   * without one drops the demo-call stage, its challenge slot and its limit notes. The unit tests
   * compile it as true, so that code is tested; without the endpoint's answers it changes nothing.
   */
  const __SITE_DEMO_CALL__: boolean;
}
