// The provider account against this repository, first: `npm run provision -- --check`, run as the
// daily job runs it, as its own process. A difference (an assistant, key or limit changed in the
// dashboard) fails the run before anything that may start a billed call; the row names the fields.
import { spawn } from 'node:child_process';
import { ACCOUNT_CHECK_NAME, type StepResult } from './report';

/** Runs the check with this environment: ok when the account is as the repository says. */
export function checkAccount(env: NodeJS.ProcessEnv): Promise<StepResult> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', 'scripts/provision.ts', '--check'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const row = (status: StepResult['status'], detail: string): StepResult => ({ name: ACCOUNT_CHECK_NAME, status, detail });
    child.on('error', (error) => resolve(row('failed', `provision --check did not run: ${error.message}`)));
    child.on('exit', (code) => {
      const said = (text: string) =>
        text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .join(' ');
      if (code === 0) resolve(row('ok', 'provision --check: no difference'));
      else resolve(row('failed', `provision --check exited ${code ?? 'on a signal'}: ${said(err) || said(out).slice(-300)}`));
    });
  });
}
