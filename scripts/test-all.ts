// `npm test`: every stage CI runs, in order, stopping at the first that fails; then the time of each.
// Run: npm test (or `npx tsx scripts/test-all.ts --from e2e` to go on from a stage, after the builds).
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

export interface Stage {
  readonly name: string;
  /** npm scripts run one after another, each as `npm run <script>`. */
  readonly scripts: readonly string[];
}

export const STAGES: readonly Stage[] = [
  { name: 'lint', scripts: ['lint'] },
  { name: 'typecheck', scripts: ['typecheck'] },
  { name: 'unit', scripts: ['test:unit'] },
  {
    name: 'builds',
    scripts: [
      'build',
      'build:live-test',
      'build:analytics-test',
      'build:sends-test',
      'build:edge-test',
      'build:worker-test',
      'build:engines-edge-test',
    ],
  },
  { name: 'size', scripts: ['size -- --no-build', 'size -- --no-build dist-live --live', 'size -- --no-build dist-edge --live'] },
  { name: 'e2e', scripts: ['test:e2e'] },
  { name: 'engines', scripts: ['test:engines'] },
  { name: 'lighthouse', scripts: ['lighthouse'] },
  { name: 'tasks', scripts: ['long-tasks'] },
];

interface Timed {
  readonly name: string;
  readonly seconds: number;
  readonly ok: boolean;
}

function run(script: string): Promise<boolean> {
  const [name = '', ...rest] = script.split(' ');
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name, ...rest], { stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

// Rounded to the second first, so 179.6 s is 3:00, not 2:60.
const minutes = (seconds: number): string => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** The stage times as a table, with the whole run's. */
export function stageTable(timed: readonly Timed[]): string {
  const total = timed.reduce((sum, stage) => sum + stage.seconds, 0);
  const rows = [
    ...timed.map((stage) => [stage.name, minutes(stage.seconds), stage.ok ? 'passed' : 'FAILED']),
    ['total', minutes(total), ''],
  ];
  const width = Math.max(...rows.map(([name = '']) => name.length));
  return rows.map(([name = '', time = '', status = '']) => `${name.padEnd(width)}  ${time.padStart(6)}  ${status}`.trimEnd()).join('\n');
}

async function main(): Promise<void> {
  const from = process.argv.indexOf('--from');
  const first = from >= 0 ? STAGES.findIndex((stage) => stage.name === process.argv[from + 1]) : 0;
  if (first < 0) throw new Error(`No stage named ${process.argv[from + 1]}; the stages: ${STAGES.map((s) => s.name).join(', ')}.`);
  const timed: Timed[] = [];
  for (const stage of STAGES.slice(first)) {
    const started = performance.now();
    let ok = true;
    for (const script of stage.scripts) if (!(ok = await run(script))) break;
    timed.push({ name: stage.name, seconds: (performance.now() - started) / 1000, ok });
    if (!ok) break;
  }
  console.log(`\nnpm test, the time of each stage (m:ss):\n${stageTable(timed)}`);
  if (timed.some((stage) => !stage.ok)) process.exitCode = 1;
}

const isMain = process.argv[1] !== undefined && import.meta.filename === (await import('node:path')).resolve(process.argv[1]);
if (isMain) await main();
