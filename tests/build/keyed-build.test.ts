import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const outDir = mkdtempSync(join(tmpdir(), 'vestry-keyed-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Every setting a keyed build needs, with test values. */
const keyed = {
  VITE_VAPI_PUBLIC_KEY: 'pk_test',
  VITE_VAPI_ASSISTANT_ID: 'asst_test',
  VITE_CONTACT_ENDPOINT: 'https://forms.test/f/contact',
  VITE_DEMO_PHONE_NUMBER: '+61255501234',
  VITE_CONTACT_EMAIL: 'office@church.test',
  VITE_SITE_URL: 'https://church.test/',
  VITE_OPERATOR_NAME: 'Grace Church Services Pty Ltd',
  VITE_REPLY_WITHIN: '24 hours',
};

/** Runs the build script with these settings (set in the environment, so a local .env file cannot fill them in). */
function build(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  return new Promise((done) => {
    execFile(
      resolve('node_modules/.bin/tsx'),
      ['scripts/build.ts'],
      { env: { ...process.env, ...env, VESTRY_OUT_DIR: outDir }, timeout: 60_000 },
      (error, _stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });
}

describe('a keyed build refuses fiction', () => {
  it.each(['VITE_DEMO_PHONE_NUMBER', 'VITE_CONTACT_EMAIL'])(
    'fails without %s, naming it, before building anything',
    { timeout: 60_000 },
    async (name) => {
      const { code, stderr } = await build({ ...keyed, [name]: '' });
      expect(code).toBe(1);
      expect(stderr).toContain(`it also needs, not blank: ${name}.`);
      expect(readdirSync(outDir)).toEqual([]);
    },
  );

  it('a blank value counts as missing, and every missing variable is named', { timeout: 60_000 }, async () => {
    const { code, stderr } = await build({ ...keyed, VITE_DEMO_PHONE_NUMBER: '   ', VITE_CONTACT_EMAIL: '' });
    expect(code).toBe(1);
    expect(stderr).toContain('it also needs, not blank: VITE_DEMO_PHONE_NUMBER, VITE_CONTACT_EMAIL.');
  });
});
