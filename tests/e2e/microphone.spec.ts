import type { Page } from '@playwright/test';
import { MEDIA, withPage } from './browser-with';
import { expect, test } from './fixtures';

interface JoinOutcome {
  errors: { action: string; errorMsg: unknown; error: { type: string } }[];
  state: string;
  joined: boolean;
  /** readyState of every track getUserMedia handed out, after destroy(). */
  tracksAfterDestroy: string[];
}

/** Joins a simulated call object in the page (the real getUserMedia) and reports its camera-errors. */
async function joinInPage(page: Page): Promise<JoinOutcome> {
  // Keeps every stream getUserMedia hands out, to check that none is left live.
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    Object.assign(window, { capturedStreams: streams });
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
  });
  await page.goto('/');
  // A hover before the app listens is not kept (only presses are): wait until it has started.
  await page.waitForFunction(() => !('vestryEarlyPresses' in window));
  // Hovering preloads the call client and with it the simulator.
  await page.getByRole('button', { name: 'Start Demo Call' }).hover();
  await page.waitForFunction(() => window.vestrySimulator !== undefined);
  return page.evaluate(async () => {
    const factory = window.vestrySimulator;
    if (!factory) throw new Error('The simulator has not loaded.');
    const call = factory.create();
    const errors: JoinOutcome['errors'] = [];
    // The emulator's camera-error is daily-js's whole event (SimulatedCameraError), wider than the client's subset type.
    call.on('camera-error', (event) => errors.push(event as JoinOutcome['errors'][number]));
    const joined = await call.join({ url: 'https://simulated.invalid/room', subscribeToTracksAutomatically: false }).then(
      () => true,
      () => false,
    );
    const state = call.meetingState();
    await call.destroy();
    const streams = (window as unknown as { capturedStreams: MediaStream[] }).capturedStreams;
    const tracksAfterDestroy = streams.flatMap((stream) => stream.getTracks().map((track) => track.readyState));
    return { errors, state, joined, tracksAfterDestroy };
  });
}

test.describe('the simulated call object and the real getUserMedia', () => {
  test('microphone permission refused: daily-js’s camera-error (permissions), and the join goes on as daily-js’s does', async ({
    playwright,
    baseURL,
  }) => {
    // No --use-fake-ui-for-media-stream: the permission prompt is refused.
    const outcome = await withPage(playwright.chromium, baseURL, [MEDIA.fakeDevice], joinInPage);
    expect(outcome.errors).toHaveLength(1);
    expect(outcome.errors[0]).toMatchObject({
      action: 'camera-error',
      errorMsg: { audioOk: false },
      error: { type: 'permissions', blockedMedia: ['audio'] },
    });
    expect(outcome).toMatchObject({ joined: true, state: 'joined-meeting', tracksAfterDestroy: [] });
  });

  test('no capture device: camera-error (not-found)', async ({ playwright, baseURL }) => {
    // The prompt is granted, but there is no fake device and the machine has no microphone.
    const outcome = await withPage(playwright.chromium, baseURL, [MEDIA.grant], joinInPage);
    expect(outcome.errors.map((e) => e.error)).toEqual([expect.objectContaining({ type: 'not-found', missingMedia: ['audio'] })]);
    expect(outcome).toMatchObject({ joined: true, state: 'joined-meeting' });
  });

  test('a granted microphone: no camera-error, and destroy() leaves no live track', async ({ playwright, baseURL }) => {
    const outcome = await withPage(playwright.chromium, baseURL, [MEDIA.grant, MEDIA.fakeDevice], joinInPage);
    expect(outcome).toEqual({ errors: [], joined: true, state: 'joined-meeting', tracksAfterDestroy: ['ended'] });
  });
});
