// Replaces several files as one change: every new text is written to a temporary file beside its
// target first, and only when all are written are they renamed over the targets. A failed rename
// puts back the files already replaced; the temporary files never outlive the call.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface Replacement {
  path: string;
  text: string;
}

export function replaceFiles(replacements: readonly Replacement[], rename: (from: string, to: string) => void = renameSync): void {
  const staged = replacements.map(({ path, text }) => ({
    path,
    text,
    temp: join(dirname(path), `.${basename(path)}.${process.pid}.tmp`),
    before: existsSync(path) ? readFileSync(path) : undefined,
  }));
  try {
    for (const file of staged) writeFileSync(file.temp, file.text);
    const replaced: typeof staged = [];
    try {
      for (const file of staged) {
        rename(file.temp, file.path);
        replaced.push(file);
      }
    } catch (error) {
      for (const file of replaced) {
        if (file.before === undefined) rmSync(file.path, { force: true });
        else writeFileSync(file.path, file.before);
      }
      throw error;
    }
  } finally {
    for (const file of staged) rmSync(file.temp, { force: true });
  }
}
