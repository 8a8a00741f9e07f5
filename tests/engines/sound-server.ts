import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { installed, start, waitUntil, type Started } from './processes';

const run = promisify(execFile);

/** The sink the visitor's voice is played into; its monitor, remapped, is the browsers' microphone. */
export const VISITOR_SINK = 'vestry_visitor';

/**
 * A PulseAudio server of the run's own, on a socket in a fresh folder (never the machine's
 * or another checkout's server): a null sink for the browsers' speakers, and a microphone
 * that hears whatever is played into `VISITOR_SINK`.
 *
 * Firefox's AudioContext never leaves `suspended` without a sound server, and both engines
 * capture from it. The microphone is a remapped source, not the sink's monitor itself,
 * because WebKitGTK lists no monitor source as a capture device.
 */
export interface SoundServer {
  /** `PULSE_SERVER` for the browsers and for `paplay`. */
  readonly address: string;
  stop(): Promise<void>;
}

function script(socket: string): string {
  return [
    `load-module module-native-protocol-unix socket=${socket} auth-anonymous=1`,
    'load-module module-null-sink sink_name=vestry_speakers sink_properties=device.description=Speakers',
    `load-module module-null-sink sink_name=${VISITOR_SINK} sink_properties=device.description=Visitor`,
    `load-module module-remap-source master=${VISITOR_SINK}.monitor source_name=vestry_microphone source_properties=device.description=Microphone`,
    'set-default-sink vestry_speakers',
    'set-default-source vestry_microphone',
    '',
  ].join('\n');
}

export async function startSoundServer(): Promise<SoundServer> {
  const pulseaudio = installed(['/usr/bin/pulseaudio'], 'pulseaudio');
  installed(['/usr/bin/pactl', '/usr/bin/paplay'], 'pulseaudio-utils');
  const folder = mkdtempSync(join(tmpdir(), 'vestry-engines-pulse-'));
  const socket = join(folder, 'native');
  writeFileSync(join(folder, 'default.pa'), script(socket));
  const address = `unix:${socket}`;
  // As root, PulseAudio runs as the user's server (not --system) when its runtime and state folders are given;
  // in the foreground, so its pid is the one started here.
  const env = { ...process.env, PULSE_RUNTIME_PATH: folder, PULSE_STATE_PATH: folder, HOME: folder };
  const server: Started = start(
    pulseaudio,
    [
      '-n',
      '-F',
      join(folder, 'default.pa'),
      '--daemonize=no',
      '--exit-idle-time=-1',
      '--use-pid-file=no',
      '--system=no',
      '--log-target=stderr',
    ],
    { env },
  );
  const answers = async () =>
    existsSync(socket) &&
    (await run('pactl', ['info'], { env: { ...process.env, PULSE_SERVER: address } }).then(
      () => true,
      () => false,
    ));
  try {
    await waitUntil('pulseaudio', answers, server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    address,
    stop: async () => {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Plays a recording into the visitor's sink again and again until stopped: a visitor talking on their own (the live smoke test). */
export function playIntoMicrophone(address: string, wav: string): { stop(): Promise<void> } {
  let stopped = false;
  let current: Started | undefined;
  const playOnce = () => {
    if (stopped) return;
    current = start('paplay', [`--device=${VISITOR_SINK}`, wav], { env: { ...process.env, PULSE_SERVER: address } });
    void current.exited.then(playOnce);
  };
  playOnce();
  return {
    stop: async () => {
      stopped = true;
      await current?.stop();
    },
  };
}

/** Plays a recording into the visitor's sink once: the visitor says it when the test says. Resolves when it has been played. */
export async function sayIntoMicrophone(address: string, wav: string): Promise<void> {
  await run('paplay', [`--device=${VISITOR_SINK}`, wav], { env: { ...process.env, PULSE_SERVER: address } });
}
