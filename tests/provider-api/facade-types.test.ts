// @vitest-environment node
// Proves the type test has teeth: with its @ts-expect-error directives removed, exactly
// the lines they guarded fail to type-check; with them in place nothing does.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const checkFile = fileURLToPath(new URL('./facade-types.check.ts', import.meta.url));
const DIRECTIVE = /^\s*\/\/ @ts-expect-error .+$/;

function errorLines(source: string): number[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const host = ts.createCompilerHost(config?.options ?? {});
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (name === checkFile ? source : readFile(name));
  const program = ts.createProgram([checkFile], config?.options ?? {}, host);
  const file = program.getSourceFile(checkFile);
  const diagnostics = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)];
  return [...new Set(diagnostics.map((d) => (file && d.start !== undefined ? file.getLineAndCharacterOfPosition(d.start).line : -1)))].sort(
    (a, b) => a - b,
  );
}

it('type-checks as written, and each @ts-expect-error guards a real type error', () => {
  const lines = readFileSync(checkFile, 'utf8').split('\n');
  const guarded = lines.flatMap((line, i) => (DIRECTIVE.test(line) ? [i + 1] : []));
  expect(guarded.length).toBeGreaterThanOrEqual(12);
  expect(errorLines(lines.join('\n'))).toEqual([]);
  const stripped = lines.map((line) => (DIRECTIVE.test(line) ? '' : line)).join('\n');
  expect(errorLines(stripped)).toEqual(guarded);
}, 60_000);
