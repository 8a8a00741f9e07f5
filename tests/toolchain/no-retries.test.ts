import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import e2eConfig from '../../playwright.config';
import enginesConfig from '../engines/playwright.config';

// A red test must mean the same to everyone who runs npm test: nothing is tried a second time, in CI or not.

describe('no second tries', () => {
  it('in either Playwright configuration, whatever CI says; a test that passes only on a retry fails the run', () => {
    for (const config of [e2eConfig, enginesConfig]) {
      expect(config.retries).toBe(0);
      expect(config.failOnFlakyTests).toBe(true);
      for (const project of config.projects ?? []) expect(project.retries ?? 0).toBe(0);
    }
  });

  it('in Vitest, and in no test file', () => {
    expect(readFileSync('vite.config.ts', 'utf8')).toMatch(/\bretry: 0,/);
    expect(readFileSync('vite.config.ts', 'utf8')).not.toMatch(/\bretry: [1-9]/);
    const files = readdirSync('tests', { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    const retrying = files.filter((file) => /\b(retries|retry): *[1-9]\d* *[,}\n]/.test(readFileSync(join('tests', file), 'utf8')));
    expect(retrying).toEqual([]);
  });
});
