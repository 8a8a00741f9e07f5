// Stable styled-components ids, as babel-plugin-styled-components' `ssr` option gives: each
// `styled.x` and `styled(X)` template gets `.withConfig({ componentId })` from its file's path
// and its place in the file. Without it, styled-components numbers its components in the order
// they are created, so the prerendered class names match the browser's only if the page's
// modules run in exactly the prerender's order; with it, the page's code can be split into
// chunks that run one by one.
import { relative } from 'node:path';
import type { Plugin } from 'vite';

// styled.div`, styled(Link)`, styled.div<{...}>` (the part before the generic and the template)
const STYLED = /\bstyled(?:\.\w+|\((?:[^()]|\([^()]*\))*\))(?=(?:<(?:[^<>]|<[^<>]*>)*>)?`)/g;

/** A short, stable name for a file: four base-36 digits of the FNV-1a hash of its path. */
function fileHash(path: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i += 1) {
    hash ^= path.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) % 36 ** 4).toString(36).padStart(4, '0');
}

/** Adds a componentId, unique to `path` and the component's index in it, to each styled template. */
export function addStyledComponentIds(code: string, path: string): string {
  // A letter first (a class name), and a hyphen, which styled-components' own names never have.
  const prefix = `s${fileHash(path)}`;
  let index = 0;
  return code.replace(STYLED, (tag) => `${tag}.withConfig({ componentId: '${prefix}-${(index++).toString(36)}' })`);
}

export function styledComponentIds(): Plugin {
  let root = process.cwd();
  const files = new Map<string, string>();
  return {
    name: 'vestry-styled-component-ids',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('styled-components')) return null;
      const path = relative(root, id);
      const other = files.get(fileHash(path));
      if (other !== undefined && other !== path) this.error(`styled-components ids: ${path} and ${other} have the same hash`);
      files.set(fileHash(path), path);
      return { code: addStyledComponentIds(code, path), map: null };
    },
  };
}
