import { existsSync, readFileSync, rmSync } from 'node:fs';
import { installed, start, waitUntil } from './processes';

/** An X display of the run's own for WebKitGTK's MiniBrowser, which has no headless mode. */
export interface Display {
  /** `DISPLAY` for the browser, e.g. `:100`. */
  readonly name: string;
  stop(): Promise<void>;
}

/** The pid in the display's lock file, if that process still runs. */
function livingHolder(lock: string): number | undefined {
  if (!existsSync(lock)) return undefined;
  const pid = Number(readFileSync(lock, 'utf8').trim());
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

export async function startDisplay(number: number): Promise<Display> {
  const xvfb = installed(['/usr/bin/Xvfb'], 'xvfb');
  const socket = `/tmp/.X11-unix/X${number}`;
  const lock = `/tmp/.X${number}-lock`;
  const holder = livingHolder(lock);
  if (holder !== undefined) throw new Error(`display :${number} is taken by pid ${holder}; set VESTRY_PORT_OFFSET to use another`);
  // Left by a server that was killed: readiness is told by a socket of the new one.
  rmSync(socket, { force: true });
  rmSync(lock, { force: true });
  const server = start(xvfb, [`:${number}`, '-screen', '0', '1920x1200x24', '-nolisten', 'tcp', '-noreset']);
  try {
    await waitUntil('Xvfb', () => existsSync(socket), server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { name: `:${number}`, stop: () => server.stop() };
}
