import { existsSync } from 'node:fs';
import { installed, start, waitUntil } from './processes';

/** An X display of the run's own for WebKitGTK's MiniBrowser, which has no headless mode. */
export interface Display {
  /** `DISPLAY` for the browser, e.g. `:100`. */
  readonly name: string;
  stop(): Promise<void>;
}

export async function startDisplay(number: number): Promise<Display> {
  const xvfb = installed(['/usr/bin/Xvfb'], 'xvfb');
  const socket = `/tmp/.X11-unix/X${number}`;
  if (existsSync(socket)) throw new Error(`display :${number} is taken (${socket}); set VESTRY_PORT_OFFSET to use another`);
  const server = start(xvfb, [`:${number}`, '-screen', '0', '1920x1200x24', '-nolisten', 'tcp', '-noreset']);
  try {
    await waitUntil('Xvfb', () => existsSync(socket), server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { name: `:${number}`, stop: () => server.stop() };
}
