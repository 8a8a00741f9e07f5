// The demo never asks for the camera, even when the web call's artifact plan records video: the call
// object is made with `videoSource: false`, no getUserMedia asks for video, the recording is still
// asked for (it records the room's layout), and the page's Permissions-Policy allows no camera.
import { connect, hangUp } from './demo-helpers';
import { expect, test } from './fixtures';

declare global {
  interface Window {
    /** The constraints of each getUserMedia call, in order. */
    vestryMediaAsks?: MediaStreamConstraints[];
    /** The options each simulated call object was made with. */
    vestryCallObjectOptions?: unknown[];
  }
}

test.describe('a call whose web call records video', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const asks: MediaStreamConstraints[] = [];
      window.vestryMediaAsks = asks;
      const media = navigator.mediaDevices;
      const getUserMedia = media.getUserMedia.bind(media);
      media.getUserMedia = (constraints) => {
        asks.push(JSON.parse(JSON.stringify(constraints ?? {})) as MediaStreamConstraints);
        return getUserMedia(constraints);
      };
      // The simulated provider answers as for an assistant with video recording on (its web calls are
      // made in the page: there is no request to answer), and each call object's options are kept.
      const options: unknown[] = [];
      window.vestryCallObjectOptions = options;
      let simulator: Window['vestrySimulator'];
      Object.defineProperty(window, 'vestrySimulator', {
        configurable: true,
        get: () => simulator,
        set: (factory: NonNullable<Window['vestrySimulator']>) => {
          const { create, createWebCall } = factory;
          Object.assign(factory, {
            createWebCall: async (...args: Parameters<typeof createWebCall>) => {
              const webCall = await createWebCall(...args);
              return { ...webCall, artifactPlan: { ...webCall.artifactPlan, videoRecordingEnabled: true } };
            },
            create: (...args: Parameters<typeof create>) => {
              options.push(JSON.parse(JSON.stringify(args[0] ?? null)));
              return create(...args);
            },
          });
          simulator = factory;
        },
      });
    });
  });

  test('asks for the microphone alone, and the recording still starts', async ({ page }) => {
    await page.goto('/');
    await connect(page);
    expect(await page.evaluate(() => window.vestryCallObjectOptions)).toEqual([expect.objectContaining({ videoSource: false })]);
    // The recording was asked for: the artifact plan's, with no camera.
    expect(await page.evaluate(() => window.vestrySimulator?.created.at(-1)?.recording)).toBe(true);
    await hangUp(page);
    const asks = (await page.evaluate(() => window.vestryMediaAsks)) ?? [];
    expect(asks.length).toBeGreaterThan(0);
    for (const ask of asks) {
      expect(ask.audio).toBeTruthy();
      expect(ask.video ?? false).toBe(false);
    }
  });

  test('the page’s Permissions-Policy allows the microphone here and the camera nowhere', async ({ page }) => {
    await page.goto('/');
    const allowed = await page.evaluate(() => {
      const policy = (document as Document & { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy;
      return policy ? { microphone: policy.allowsFeature('microphone'), camera: policy.allowsFeature('camera') } : null;
    });
    expect(allowed).toEqual({ microphone: true, camera: false });
  });
});
