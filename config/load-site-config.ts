// The build tools' way in: the `VITE_*` variables of the environment and the `.env` files, parsed once.
import { loadEnv } from 'vite';
import { parseSiteConfig } from './parse-site-config.ts';
import { SiteConfigError, type SiteConfig, type SiteEnv } from './site-config.ts';

export function readSiteEnv(mode = process.env.NODE_ENV === 'development' ? 'development' : 'production', root = process.cwd()): SiteEnv {
  return loadEnv(mode, root, 'VITE_');
}

export function loadSiteConfig(mode?: string, root?: string): SiteConfig {
  return parseSiteConfig(readSiteEnv(mode, root));
}

/** For a command line: the configuration, or every problem on stderr and an exit with `code`. */
export function siteConfigOrExit(env: SiteEnv, code: number): SiteConfig {
  try {
    return parseSiteConfig(env);
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    console.error(error.message);
    process.exit(code);
  }
}
