import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

// The visitor at the microphone, as the test decides: every track the page gets from getUserMedia is
// a voice the test turns on and off, silent until it speaks. The browser still answers the request
// itself (its permission, its devices, its errors); only the sound in the track is the test's. So a
// conversation with the simulated assistant goes as the test says, at any machine's speed: a looping
// recording would talk over lines at moments that depend on how fast the page runs.

declare global {
  interface Window {
    /** The test's voice in the page (see `installVisitor`). */
    vestryVisitor?: {
      /** Sets the voice's level from now on (0: quiet). */
      level(value: number): Promise<void>;
      /** How many microphones the page has been given. */
      given: number;
    };
  }
}

/** The voice's level while speaking: a root mean square of about 0.17, well above the speech threshold (0.01). */
const SPEAKING = 0.3;

/** Replaces the sound of every microphone the page's scripts get; call before the page loads. */
export async function installVisitor(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const media = navigator.mediaDevices as MediaDevices | undefined;
    if (!media || window.vestryVisitor) return;
    let voice: { context: AudioContext; gain: GainNode; destination: MediaStreamAudioDestinationNode } | null = null;
    // A voice's buzz, built on first use: its level is the gain, at the audio clock's time.
    const graph = () => {
      if (voice) return voice;
      const context = new AudioContext();
      const gain = context.createGain();
      gain.gain.value = 0;
      const destination = context.createMediaStreamDestination();
      const buzz = context.createOscillator();
      buzz.type = 'sawtooth';
      buzz.frequency.value = 180;
      buzz.connect(gain).connect(destination);
      buzz.start();
      voice = { context, gain, destination };
      return voice;
    };
    const getUserMedia = media.getUserMedia.bind(media);
    const visitor = {
      given: 0,
      level: async (value: number) => {
        const { context, gain } = graph();
        await context.resume();
        gain.gain.setValueAtTime(value, context.currentTime);
      },
    };
    window.vestryVisitor = visitor;
    media.getUserMedia = async (constraints) => {
      // The browser decides first: a refusal or a missing device is its own.
      const stream = await getUserMedia(constraints);
      const [device] = stream.getAudioTracks();
      if (!device) return stream;
      const { context, destination } = graph();
      await context.resume();
      const track = destination.stream.getAudioTracks()[0]!.clone();
      stream.removeTrack(device);
      device.stop();
      stream.addTrack(track);
      visitor.given += 1;
      return stream;
    };
  });
}

export interface Visitor {
  /** Starts speaking, and goes on until `quiet()`. */
  startSpeaking(): Promise<void>;
  quiet(): Promise<void>;
  /** Speaks for `ms`, then is quiet. */
  speak(ms?: number): Promise<void>;
  /** How many microphones the page has been given. */
  given(): Promise<number>;
}

/** One spoken turn: longer than a cough (the 300 ms the assistant needs to be talked over), a short sentence. */
export const TURN_MS = 1200;

export function visitor(page: Page): Visitor {
  const level = (value: number) => page.evaluate((to) => window.vestryVisitor?.level(to), value);
  return {
    startSpeaking: () => level(SPEAKING),
    quiet: () => level(0),
    speak: async (ms = TURN_MS) => {
      await level(SPEAKING);
      // How long the visitor talks is the test's choice, not a wait for the page.
      await page.waitForTimeout(ms);
      await level(0);
    },
    given: () => page.evaluate(() => window.vestryVisitor?.given ?? 0),
  };
}

/**
 * The page, with an assistant that waits ten minutes in silence before it prompts: a test's slow steps
 * between the visitor's turns (axe on a busy machine) let no prompt in, so the conversation is the test's.
 */
export const PATIENT = '/?simulate-prompt-after-ms=600000';

/** The assistant's lines in the captions (each a caption turn, cut short or whole). */
export const assistantLines = (page: Page) => page.locator('[data-testid="caption-turn"][data-role="assistant"]');

/**
 * The visitor answers the assistant: once it listens (its line said), a spoken turn; resolves when
 * its answer has begun (a new caption line), so the next turn can wait for it to listen again.
 */
export async function answer(page: Page, speaker: Visitor = visitor(page)): Promise<void> {
  // Its line said (its words settled), not about to begin: the state listens before the greeting too.
  await expect(assistantLines(page).last()).toHaveAttribute('data-final', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('assistant-state')).toHaveText('Listening', { timeout: 30_000 });
  const said = await assistantLines(page).count();
  await speaker.speak();
  await expect(assistantLines(page)).toHaveCount(said + 1, { timeout: 30_000 });
}

/**
 * Holds the request of every line's clip after the greeting, as a stalled network would, until
 * released: the assistant waits to say its next line, so the call stays connected, and no prompt or
 * goodbye ends it, for as long as a test needs (its steps take what the machine makes them take).
 */
export async function holdLinesAfterGreeting(page: Page): Promise<() => Promise<void>> {
  const clip = /\/assets\/simulated-(?!greeting)[\w-]+\.ogg$/;
  const held: (() => Promise<void>)[] = [];
  await page.route(clip, (route) => {
    held.push(() => route.continue());
  });
  return async () => {
    await page.unroute(clip);
    await Promise.all(held.splice(0).map((go) => go()));
  };
}
