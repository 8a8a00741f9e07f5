import type { SiteConfig } from './site-config';

/** This build's configuration (see config/site-config.ts), for the page and its streams. */
export const siteConfig: SiteConfig = __SITE_CONFIG__;
