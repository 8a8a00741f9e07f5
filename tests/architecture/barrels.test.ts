// @vitest-environment node
import { globSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A streams/ folder's index.ts is its public face: it exports what code outside the folder imports
// (src/, the other folders, scripts/, assistant/), nothing for the tests alone. Tests import each
// name from the module that defines it, never through an index.ts, so a name no other folder uses
// can leave an index without a test to rewrite.

/** The most names all the streams/ folders' index.ts export together. */
const MAX_NAMES = 170;

const parse = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** The names an index.ts exports, or why they cannot be counted (`export *`, a declaration of its own). */
export function exportedNames(file: string, text: string): { names: string[]; uncounted: string[] } {
  const names: string[] = [];
  const uncounted: string[] = [];
  for (const statement of parse(file, text).statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause))
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
    else if (ts.isExportDeclaration(statement) || ts.isExportAssignment(statement) || exported(statement))
      uncounted.push(statement.getText().split('\n')[0] ?? '');
  }
  return { names, uncounted };
}

/** A folder's index: `streams/<folder>`, `streams/<folder>/index` or `streams/<folder>/index.ts`, from the repository's root. */
const isIndex = (path: string) => /^streams\/[^/]+(\/index(\.ts)?)?$/.test(path);

/** The module specifiers of `file` (static, type-only, re-exports, `import()`) that name a streams/ folder's index. */
export function indexImports(file: string, text: string): string[] {
  const found: string[] = [];
  const check = (specifier: ts.Node | undefined) => {
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return;
    if (isIndex(relative('.', join(dirname(file), specifier.text)))) found.push(specifier.text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) check(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) check(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) check(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(parse(file, text));
  return found;
}

describe("the streams/ folders' index.ts", () => {
  const indexes = globSync('streams/*/index.ts').sort();
  const counted = indexes.map((file) => ({ file, ...exportedNames(file, readFileSync(file, 'utf8')) }));

  it('re-export named names only, each listed', () => {
    expect(indexes.length).toBeGreaterThan(0);
    expect(
      counted.filter(({ uncounted }) => uncounted.length > 0).map(({ file, uncounted }) => `${file}: ${uncounted.join('; ')}`),
    ).toEqual([]);
  });

  it(`export at most ${MAX_NAMES} names in all`, () => {
    const perFolder = counted.map(({ file, names }) => `${file} ${names.length}`).join(', ');
    expect(
      counted.reduce((sum, { names }) => sum + names.length, 0),
      perFolder,
    ).toBeLessThanOrEqual(MAX_NAMES);
  });
});

describe('the tests', () => {
  it('import nothing through a streams/ folder’s index.ts, only from the module that defines each name', () => {
    const offenders = globSync('tests/**/*.{ts,tsx}').flatMap((file) =>
      indexImports(file, readFileSync(file, 'utf8')).map((specifier) => `${file}: '${specifier}'`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('count the names an index re-exports, and refuse what they cannot count', () => {
    const index = "// a header\nexport { a, type B } from './a';\nexport type { C } from '../c';\n";
    expect(exportedNames('streams/x/index.ts', index)).toEqual({ names: ['a', 'B', 'C'], uncounted: [] });
    expect(exportedNames('streams/x/index.ts', "export * from './a';\nexport const d = 1;\n").uncounted).toEqual([
      "export * from './a';",
      'export const d = 1;',
    ]);
  });

  it('find an import through an index, however it is written, and nothing else', () => {
    const test = [
      "import { a } from '../../streams/demo';",
      "import type { B } from '../../streams/call/index';",
      "export { c } from '../../streams/site/index.ts';",
      "const m = () => import('../../streams/feedback');",
      "type T = import('../../streams/toasts').Toast;",
      "import { d } from '../../streams/demo/demo-machine';",
      "import { e } from '../../src/sections/hero';",
      "const text = `import { f } from '../../streams/demo';`;",
    ].join('\n');
    expect(indexImports('tests/demo/x.test.ts', test)).toEqual([
      '../../streams/demo',
      '../../streams/call/index',
      '../../streams/site/index.ts',
      '../../streams/feedback',
      '../../streams/toasts',
    ]);
    expect(indexImports('tests/site-harness.tsx', "import { a } from '../streams/demo';")).toEqual(['../streams/demo']);
  });
});
