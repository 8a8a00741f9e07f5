// Type-checks freshly generated provider-API files before they replace the committed ones:
// the facade (streams/provider-api) compiled against them, plus a coverage check that every
// operation of the document is a callable facade function with resolvable arguments.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const tsconfigPath = fileURLToPath(new URL('../tsconfig.json', import.meta.url));

/** One row of the generated table: what the runtime needs that types cannot carry. */
export interface OperationRow {
  name: string[];
  method: string;
  path: string;
  pathParams: string[];
  query: boolean;
  body: 'json' | 'multipart' | null;
  secured: boolean;
  deprecated: boolean;
}

/** A type-level assertion per operation: the facade function exists, its path and method are in `paths`, no argument is `never`. */
export function coverageSource(rows: readonly OperationRow[]): string {
  const checks = rows.map(
    (row) =>
      `  Is<Covers<ProviderApi${row.name.map((key) => `[${JSON.stringify(key)}]`).join('')}, ${JSON.stringify(row.path)}, ${JSON.stringify(row.method)}>>,`,
  );
  return [
    "import type { ProviderApi } from '../facade-types';",
    "import type { paths } from './schema';",
    'type Is<T extends true> = T;',
    'type NoNever<A extends readonly unknown[]> = false extends { [K in keyof A]-?: [A[K]] extends [never] ? false : true }[number] ? false : true;',
    'type Covers<F, P extends keyof paths, M extends keyof paths[P]> = [paths[P][M]] extends [never | undefined]',
    '  ? false',
    '  : F extends (...args: infer A) => unknown ? NoNever<A> : false;',
    'export type Coverage = [',
    ...checks,
    '];',
    '',
  ].join('\n');
}

function compilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${tsconfigPath}`);
  // The API folder is browser code: no ambient Node or Vite types to load.
  return { ...parsed.options, types: [] };
}

/**
 * Compiles `apiDir/index.ts` as if `files` (absolute path → text) were on disk, plus the coverage
 * check of `rows`; returns the error messages, none when it type-checks.
 */
export function typeCheckApi(apiDir: string, files: ReadonlyMap<string, string>, rows: readonly OperationRow[]): string[] {
  const virtual = new Map([...files].map(([path, text]) => [resolve(path), text]));
  const coverage = resolve(apiDir, 'generated', 'coverage.check.ts');
  virtual.set(coverage, coverageSource(rows));
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (name) => virtual.get(resolve(name)) ?? readFile(name);
  host.fileExists = (name) => virtual.has(resolve(name)) || fileExists(name);
  const program = ts.createProgram([join(apiDir, 'index.ts'), coverage], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
    .map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (!diagnostic.file || diagnostic.start === undefined) return message;
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      const where =
        diagnostic.file.fileName === coverage
          ? `coverage of ${diagnostic.file.text.split('\n')[line]?.trim() ?? ''}`
          : `${diagnostic.file.fileName.replace(`${dirname(apiDir)}/`, '')}:${line + 1}`;
      return `${where}: ${message}`;
    });
}
