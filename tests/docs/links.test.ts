import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every relative link in the documentation resolves: the file it names exists, and a `#fragment`
// into a markdown file names one of its headings, as GitHub slugs them. The README stays a
// five-minute read and ARCHITECTURE.md a short one.

const ROOT = process.cwd();
const EXTERNAL = /^(https?:|mailto:)/i;

/** README.md, ARCHITECTURE.md, docs/*.md and every other markdown file git tracks. */
function markdownFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z', '--', '*.md'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return [...new Set(['README.md', 'ARCHITECTURE.md', ...docs, ...tracked])].filter((file) => existsSync(join(ROOT, file))).sort();
}

/** The markdown without fenced code blocks and inline code, where a link is only text. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/(`+)[\s\S]*?\1/g, '');
}

/** GitHub's slug of a heading: lower case, punctuation removed but hyphens and underscores, each space a hyphen. */
export function slugOf(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a markdown file's headings, a repeated one numbered as GitHub numbers it. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const match of text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = slugOf(match[1] ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The targets of a markdown file's links: inline links and images, and reference definitions. */
export function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const inline = [...text.matchAll(/\]\(\s*(?:<([^>\n]*)>|([^)\s]*))(?:\s+["'(][^)]*)?\)/g)].map((match) => match[1] ?? match[2] ?? '');
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1] ?? '');
  return [...inline, ...references].filter((target) => target !== '');
}

/** What is wrong with one link from `file`, or null when it resolves. */
function problemOf(file: string, target: string): string | null {
  if (EXTERNAL.test(target)) return null;
  const hashAt = target.indexOf('#');
  const path = decodeURIComponent(hashAt < 0 ? target : target.slice(0, hashAt));
  const fragment = hashAt < 0 ? '' : decodeURIComponent(target.slice(hashAt + 1));
  const linked = path === '' ? join(ROOT, file) : resolve(ROOT, dirname(file), path);
  if (!existsSync(linked)) return `${file}: ${target}: no file ${relative(ROOT, linked)}`;
  if (fragment === '' || !linked.endsWith('.md')) return null;
  if (!anchorsOf(readFileSync(linked, 'utf8')).has(fragment)) {
    return `${file}: ${target}: no heading #${fragment} in ${relative(ROOT, linked)}`;
  }
  return null;
}

const lineCount = (file: string) => readFileSync(join(ROOT, file), 'utf8').replace(/\n$/, '').split('\n').length;

describe('the documentation', () => {
  const files = markdownFiles();

  it('finds the markdown files', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'ARCHITECTURE.md', 'docs/testing.md']));
  });

  it.each(files)('%s: every relative link resolves', (file) => {
    const targets = linkTargets(readFileSync(join(ROOT, file), 'utf8'));
    const problems = targets.map((target) => problemOf(file, target)).filter((problem) => problem !== null);
    expect(problems).toEqual([]);
  });

  it('keeps the README to 150 lines and ARCHITECTURE.md to 250', () => {
    expect(lineCount('README.md')).toBeLessThanOrEqual(150);
    expect(lineCount('ARCHITECTURE.md')).toBeLessThanOrEqual(250);
  });
});

describe('GitHub heading slugs', () => {
  it('drop punctuation and code marks, keep hyphens, and number repeats', () => {
    expect(slugOf("Firefox and Safari's engine")).toBe('firefox-and-safaris-engine');
    expect(slugOf('Voice call (`streams/call`, `createVoiceCall`)')).toBe('voice-call-streamscall-createvoicecall');
    expect(slugOf('Press Start → Connected')).toBe('press-start--connected');
    expect(slugOf('The call-object emulator')).toBe('the-call-object-emulator');
    expect([...anchorsOf('# A\n\n## Tests\n\n```\n# not a heading\n```\n\n## Tests\n')]).toEqual(['a', 'tests', 'tests-1']);
  });

  it('find the links outside code', () => {
    expect(linkTargets('[a](docs/a.md#b) `[c](d.md)` [e](<f g.md> "title")\n\n[h]: ./i.md\n')).toEqual(['docs/a.md#b', 'f g.md', './i.md']);
  });
});
