// The build tools' way in: the `VITE_*` variables of the environment and the `.env` files, parsed once.
import { loadEnv } from 'vite';
import { parseSiteConfig, type SiteConfig } from './site-config.ts';

export function loadSiteConfig(mode = process.env.NODE_ENV === 'development' ? 'development' : 'production', root = process.cwd()): SiteConfig {
  return parseSiteConfig(loadEnv(mode, root, 'VITE_'));
}
