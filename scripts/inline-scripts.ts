// The page's own inline scripts, minified in the build: they are written readable (with comments)
// in index.html and vite.config.ts, and every byte of the HTML counts: Lighthouse's simulated
// Slow 4G pays a round trip for each congestion window the HTML needs (the first holds about 14 kB).
import { transformSync } from 'esbuild';

// The page's inline scripts are plain <script> tags; JSON-LD (typed) stays as it is.
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** Minifies the body of every classic inline script; their code is written in ES5 for old phones and stays so. */
export function minifyInlineScripts(html: string): string {
  return html.replace(INLINE_SCRIPT, (_tag, body: string) => {
    const { code } = transformSync(body, { minify: true, target: 'es5', loader: 'js' });
    return `<script>${code.trim()}</script>`;
  });
}
