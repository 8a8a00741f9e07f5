// Build-time minifier for the CSS inside styled-components templates, as
// babel-plugin-styled-components' `minify` does: comments go, runs of whitespace shrink.
// Only the literal text between interpolations changes; the code inside ${...} is kept as is.
import type { Plugin } from 'vite';

// styled.div`, styled(Link)`, styled.div<{...}>`, css`, createGlobalStyle`, keyframes`
const TAG = /\b(?:styled(?:\.\w+|\((?:[^()]|\([^()]*\))*\))(?:<(?:[^<>]|<[^<>]*>)*>)?|css|createGlobalStyle|keyframes)`/g;

function minifyText(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':');
}

/** Index of the backtick closing the template that starts after `start`, skipping ${...}. */
function templateEnd(code: string, start: number): number {
  let depth = 0;
  for (let i = start; i < code.length; i += 1) {
    const char = code[i];
    if (char === '\\') i += 1;
    else if (depth === 0 && char === '`') return i;
    else if (char === '$' && code[i + 1] === '{' && depth === 0) {
      depth = 1;
      i += 1;
    } else if (depth > 0 && char === '{') depth += 1;
    else if (depth > 0 && char === '}') depth -= 1;
  }
  return -1;
}

/** Minifies the literal CSS of every styled-components template in a module's source. */
export function minifyStyledTemplates(code: string): string {
  let out = '';
  let last = 0;
  for (const match of code.matchAll(TAG)) {
    const open = match.index + match[0].length;
    if (open < last) continue;
    const close = templateEnd(code, open);
    if (close < 0) break;
    const body = code.slice(open, close);
    // Split on interpolations (balanced), minify only the text parts.
    let result = '';
    let text = '';
    for (let i = 0; i < body.length; i += 1) {
      if (body[i] === '$' && body[i + 1] === '{') {
        let depth = 1;
        let j = i + 2;
        for (; j < body.length && depth > 0; j += 1) {
          if (body[j] === '{') depth += 1;
          else if (body[j] === '}') depth -= 1;
        }
        result += minifyText(text) + body.slice(i, j);
        text = '';
        i = j - 1;
      } else text += body[i];
    }
    result += minifyText(text);
    out += code.slice(last, open) + result;
    last = close;
  }
  return out + code.slice(last);
}

export function minifyStyledCss(): Plugin {
  return {
    name: 'vestry-minify-styled-css',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('styled-components')) return null;
      return { code: minifyStyledTemplates(code), map: null };
    },
  };
}
