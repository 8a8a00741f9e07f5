import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A program the harness started: stopped by its process id (and its group), never by name. */
export interface Started {
  readonly pid: number;
  /** Stops the program and whatever it started (its process group), then waits until it has exited. */
  stop(): Promise<void>;
  /** What the program printed, for error messages. */
  output(): string;
  running(): boolean;
  /** Settles when the program has exited. */
  readonly exited: Promise<void>;
}

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Starts a program in a process group of its own, so stopping it also stops its children (a driver's browser). */
export function start(command: string, args: readonly string[], options: StartOptions = {}): Started {
  const child = spawn(command, args, {
    env: options.env ?? process.env,
    cwd: options.cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('error', (error) => keep(Buffer.from(`${error.message}\n`)));
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${command}`);
  const hasExited = exited(child);
  return {
    pid,
    exited: hasExited,
    output: () => printed,
    running: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      signalGroup(pid, 'SIGTERM');
      const timedOut = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5_000).unref());
      if ((await Promise.race([hasExited, timedOut])) === 'timeout') {
        signalGroup(pid, 'SIGKILL');
        await hasExited;
      }
    },
  };
}

/** Polls until `ready()` holds; fails with what the program printed if it exits or takes too long. */
export async function waitUntil(
  what: string,
  ready: () => boolean | Promise<boolean>,
  started: Started,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready()) return;
    if (!started.running()) throw new Error(`${what} exited before it was ready:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready after ${timeoutMs} ms:\n${started.output()}`);
}

/** The installed program at the first of these paths, or a message saying which package installs it. */
export function installed(paths: readonly string[], debianPackage: string): string {
  const found = paths.find((path) => existsSync(path));
  if (!found) throw new Error(`${paths[0]} is missing: apt-get install ${debianPackage} (.ci/run installs it)`);
  return found;
}
