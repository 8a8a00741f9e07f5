// MDN's HTTP Observatory (@mdn/mdn-http-observatory, its own scanner, tests and grader, run as its
// CLI) grades the built site behind Debian's nginx with the server blocks the build ships, as a
// visitor reaches it: http:// on port 80 redirecting to https:// on 443. The scanner only knows
// those two ports, so this spec starts nginx of its own (scripts/serve-nginx.mjs, by its PID) on a
// loopback address no other checkout uses (127.0.80.<1 + VESTRY_PORT_OFFSET>), which binding ports
// below 1024 needs root (or CAP_NET_BIND_SERVICE) for. The certificate made for the run is
// trusted only by the scanner's process (NODE_EXTRA_CA_CERTS): with an untrusted certificate the
// Observatory fails HSTS and the redirect.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const OBSERVATORY = 'node_modules/@mdn/mdn-http-observatory';
const address = `127.0.80.${1 + (Number(process.env.VESTRY_PORT_OFFSET ?? 0) % 254)}`;

interface ObservatoryTest {
  result: string;
  pass: boolean;
  scoreModifier: number;
}
interface ObservatoryReport {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, ObservatoryTest>;
}

/** Why this machine cannot serve ports 80 and 443 on the address, or null when it can. */
async function cannotBind(): Promise<string | null> {
  for (const port of [80, 443]) {
    const problem = await new Promise<string | null>((done) => {
      const server = createServer();
      server.once('error', (error: NodeJS.ErrnoException) => done(`${address}:${port}: ${error.code ?? error.message}`));
      server.listen(port, address, () => server.close(() => done(null)));
    });
    if (problem) return problem;
  }
  return null;
}

/** Resolves once the child prints a line matching `ready`; rejects if it exits first. */
function started(child: ChildProcess, ready: RegExp): Promise<void> {
  return new Promise((done, fail) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) done();
    });
    child.once('exit', (code) => fail(new Error(`serve-nginx exited (${code}) before serving:\n${output}`)));
  });
}

test.describe('MDN HTTP Observatory', () => {
  let nginx: ChildProcess | undefined;
  let certificateDir = '';

  test.beforeAll(async () => {
    const problem = await cannotBind();
    // EACCES: not root. Anything else (EADDRINUSE) is a real failure.
    test.skip(problem?.endsWith('EACCES') ?? false, `the scanner needs ports 80 and 443 (${problem}); run as root`);
    expect(problem).toBeNull();
    // Its install script would download Chromium's HSTS preload list; the tests install no scripts.
    // An empty list: the grade must come from the headers, not from a preloaded domain.
    const preload = join(OBSERVATORY, 'conf', 'hsts-preload.json');
    if (!existsSync(preload)) writeFileSync(preload, '{}\n');
    certificateDir = mkdtempSync(join(tmpdir(), 'vestry-observatory-'));
    nginx = spawn(
      process.execPath,
      ['scripts/serve-nginx.mjs', 'dist', '443', '80', '--address', address, '--certificate', certificateDir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await started(nginx, /serving .* on https:/);
  });

  test.afterAll(async () => {
    if (nginx?.exitCode === null) {
      const exited = new Promise((done) => nginx?.once('exit', done));
      nginx.kill('SIGTERM');
      await exited;
    }
    if (certificateDir) rmSync(certificateDir, { recursive: true, force: true });
  });

  test('grades the site A+ with every one of its tests passed', async () => {
    test.setTimeout(60_000);
    const { stdout } = await promisify(execFile)(process.execPath, [join(OBSERVATORY, 'src', 'scan.js'), address], {
      env: {
        ...process.env,
        NODE_EXTRA_CA_CERTS: join(certificateDir, 'cert.pem'),
        // Its defaults (10 s, 9 s) also keep the process alive that long after the scan.
        ABORT_TIMEOUT: '5000',
        CLIENT_TIMEOUT: '4000',
      },
    });
    const report = JSON.parse(stdout) as ObservatoryReport;
    const lines = Object.entries(report.tests).map(
      ([name, { result, pass, scoreModifier }]) =>
        `  ${pass ? 'pass' : 'FAIL'} ${name}: ${result} (${scoreModifier >= 0 ? '+' : ''}${scoreModifier})`,
    );
    console.log(`Observatory: ${report.scan.grade}, score ${report.scan.score}\n${lines.join('\n')}`);
    expect(
      Object.entries(report.tests)
        .filter(([, { pass }]) => !pass)
        .map(([name, { result }]) => `${name}: ${result}`),
    ).toEqual([]);
    expect(report.tests['strict-transport-security']?.result).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(report.tests['redirection']?.result).toBe('redirection-to-https');
    expect(report.scan.grade).toBe('A+');
    expect(report.scan.score).toBeGreaterThanOrEqual(100);
  });
});
