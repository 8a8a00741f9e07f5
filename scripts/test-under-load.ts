// Before a release: `npm test` while another process keeps one core busy (a contributor's editor, a
// second build), so a test that holds only on an idle machine shows itself. The busy loop is bounded
// (it stops itself after `--minutes`, 45 by default) and is stopped by its pid when the tests end.
// Run: npm run test:load (or `npm run test:load -- --minutes 60`).
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const flag = process.argv.indexOf('--minutes');
const minutes = flag >= 0 ? Number(process.argv[flag + 1]) : 45;
if (!(minutes > 0)) throw new Error('--minutes takes a number of minutes above zero.');

/** One core, busy until the deadline: plain arithmetic, checking the clock now and then. */
const BUSY = `const end = Date.now() + ${Math.round(minutes * 60_000)}; let x = 0;
while (Date.now() < end) for (let i = 0; i < 1e6; i += 1) x = (x * 31 + i) % 1000003;`;

function exited(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const busy = spawn(process.execPath, ['-e', BUSY], { stdio: 'ignore' });
console.log(`test:load: a busy loop on one core (pid ${busy.pid}), for at most ${minutes} min`);
const started = performance.now();
const tests = spawn('npm', ['test'], { stdio: 'inherit' });
const code = await exited(tests);
const busyAlive = busy.exitCode === null;
if (busyAlive) busy.kill('SIGTERM');
await (busyAlive ? exited(busy) : Promise.resolve(0));
const took = (performance.now() - started) / 60_000;
console.log(
  `test:load: npm test ${code === 0 ? 'passed' : 'FAILED'} in ${took.toFixed(1)} min beside the busy loop` +
    (busyAlive ? '' : ' (the loop had ended first: raise --minutes for a whole run under load)'),
);
process.exitCode = code === 0 && busyAlive ? 0 : 1;
