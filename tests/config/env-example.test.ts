import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_VARIABLES } from '../../config/site-variables';

// .env.example is where a newcomer learns the configuration: every variable the site reads, each
// with a comment, and nothing it does not read.
const lines = readFileSync('.env.example', 'utf8').split('\n');
const listed = lines.map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1]).filter((name) => name !== undefined);

describe('.env.example', () => {
  it('lists every variable of the site configuration, once', () => {
    expect([...listed].sort()).toEqual([...SITE_VARIABLES].sort());
  });

  it('says what each one is, in a comment just above it', () => {
    for (const name of SITE_VARIABLES) {
      const at = lines.findIndex((line) => line.startsWith(`${name}=`));
      expect(lines[at - 1], name).toMatch(/^# \S/);
    }
  });

  it('leaves every value blank: no key or address is committed', () => {
    expect(lines.filter((line) => /^[A-Z][A-Z0-9_]*=./.test(line))).toEqual([]);
  });
});
