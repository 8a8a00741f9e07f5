import { NEVER, map, type Observable } from 'rxjs';
import type { TestScheduler } from 'rxjs/testing';
import { describe, expect, it, vi } from 'vitest';
import { createDeviceStreams, type DevicesView } from '../../streams/devices/device-streams';
import { devicesConfig } from '../../streams/devices/devices-config';
import { FakeMediaPort, type FakeMediaOptions } from '../fakes/fake-media-port';
import { speechConfig } from '../../streams/speech/detect-speech';
import { newTestScheduler } from '../fakes/virtual-clock';

// The sound check in virtual time: its level, its verdict, and its microphone's lifetime.

type Helpers = Parameters<Parameters<TestScheduler['run']>[0]>[0];

function setup(scheduler: TestScheduler, options: FakeMediaOptions = {}, callActive$: Observable<boolean> = NEVER) {
  const media = new FakeMediaPort(scheduler, options);
  const call = { setMicrophone: vi.fn<(id: string | null) => void>(), setSpeaker: vi.fn<(id: string | null) => void>() };
  const devices = createDeviceStreams({ media, scheduler, callActive$, call });
  return { media, call, devices };
}

/** The check's state in one word: closed, opening, failed:<problem>, or the verdict while listening. */
function checkOf(view: DevicesView): string {
  const { check } = view;
  if (check.phase === 'listening') return check.verdict;
  return check.phase === 'failed' ? `failed:${check.problem}` : check.phase;
}

/** Runs `act` at each frame of a marble (e.g. '2500ms c'). */
function at(helpers: Helpers, marble: string, act: () => void): void {
  helpers.cold(marble).subscribe(act);
}

describe('the sound check’s level and verdict', () => {
  it('moves with the visitor’s voice, on the call’s scale (0.15 is full), and hears them', () => {
    const scheduler = newTestScheduler();
    scheduler.run((helpers) => {
      const voice = [
        { from: 1000, to: 1500, level: 0.03 },
        { from: 1500, to: 2000, level: 0.075 },
      ];
      const { devices } = setup(scheduler, { voice });
      devices.openCheck();
      at(helpers, '2500ms c', () => devices.closeCheck());
      helpers.expectObservable(devices.level$).toBe('a 999ms b 499ms c 499ms d', { a: 0, b: 0.2, c: 0.5, d: 0 });
      helpers.expectObservable(devices.view$.pipe(map(checkOf))).toBe('w 999ms h 1499ms c', { w: 'waiting', h: 'heard', c: 'closed' });
    });
  });

  it(`says it cannot hear after ${devicesConfig.silenceMs} ms of silence, and hears the visitor who then speaks`, () => {
    const scheduler = newTestScheduler();
    scheduler.run((helpers) => {
      const { devices } = setup(scheduler, { voice: [{ from: 6000, to: 6300, level: 0.05 }] });
      devices.openCheck();
      at(helpers, '7s c', () => devices.closeCheck());
      helpers
        .expectObservable(devices.view$.pipe(map(checkOf)))
        .toBe('w 3999ms s 1999ms h 999ms c', { w: 'waiting', s: 'silent', h: 'heard', c: 'closed' });
    });
  });

  it('a level at the threshold is not speech; just above it is', () => {
    const scheduler = newTestScheduler();
    scheduler.run((helpers) => {
      const voice = [
        { from: 0, to: 500, level: devicesConfig.heardLevel },
        { from: 500, to: 600, level: devicesConfig.heardLevel + 0.001 },
      ];
      const { devices } = setup(scheduler, { voice });
      devices.openCheck();
      at(helpers, '1s c', () => devices.closeCheck());
      helpers.expectObservable(devices.view$.pipe(map(checkOf))).toBe('w 499ms h 499ms c', { w: 'waiting', h: 'heard', c: 'closed' });
    });
  });

  it('the chime’s own sound on the microphone does not count as the visitor', () => {
    const scheduler = newTestScheduler();
    scheduler.run((helpers) => {
      // The speaker is heard by the microphone while the chime plays (440 ms from 1 s).
      const { devices, media } = setup(scheduler, { voice: [{ from: 1000, to: 1440, level: 0.05 }], chimeMs: 440 });
      devices.openCheck();
      at(helpers, '1s p', () => devices.playChime());
      at(helpers, '6s c', () => devices.closeCheck());
      helpers
        .expectObservable(devices.view$.pipe(map((view) => `${checkOf(view)}/${view.chime}`)))
        .toBe('a 999ms b 439ms c 2559ms d 1999ms e', {
          a: 'waiting/idle',
          b: 'waiting/playing',
          c: 'waiting/played',
          d: 'silent/played',
          e: 'closed/played',
        });
      helpers.flush();
      expect(media.chimes).toEqual([null]);
    });
  });

  it('a refused microphone is the problem the demo would name', () => {
    const scheduler = newTestScheduler();
    scheduler.run((helpers) => {
      const { devices, media } = setup(scheduler, { refusal: new DOMException('Permission denied', 'NotAllowedError') });
      devices.openCheck();
      helpers.expectObservable(devices.view$.pipe(map(checkOf))).toBe('b', { b: 'failed:blocked' });
      helpers.flush();
      expect(media.live).toBe(0);
    });
  });
});

describe('the sound check’s microphone', () => {
  it('is released when the check closes, and nothing is read after', () => {
    const scheduler = newTestScheduler();
    scheduler.run((helpers) => {
      const { devices, media } = setup(scheduler);
      devices.openCheck();
      expect(media.live).toBe(1);
      at(helpers, '300ms c', () => devices.closeCheck());
      helpers.flush();
      expect(media.live).toBe(0);
      expect(media.opened).toEqual([null]);
    });
  });

  it('is released when a call starts, and the check will not open while it runs', () => {
    const scheduler = newTestScheduler();
    scheduler.run((helpers) => {
      const callActive$ = helpers.hot('f 499ms t 499ms f', { f: false, t: true });
      const { devices, media } = setup(scheduler, {}, callActive$);
      devices.openCheck();
      at(helpers, '700ms o', () => devices.openCheck());
      at(helpers, '1200ms o', () => devices.openCheck());
      at(helpers, '1500ms c', () => devices.closeCheck());
      helpers
        .expectObservable(devices.view$.pipe(map(checkOf)))
        .toBe('w 499ms c 699ms (ow) 296ms c', { o: 'opening', w: 'waiting', c: 'closed' });
      helpers.flush();
      expect(media.opened).toEqual([null, null]);
      expect(media.live).toBe(0);
    });
  });

  it('is another one when the visitor chooses another, and the choice goes to the call', () => {
    const scheduler = newTestScheduler();
    scheduler.run((helpers) => {
      const { devices, media, call } = setup(scheduler);
      devices.openCheck();
      at(helpers, '200ms m', () => devices.chooseMicrophone('mic-usb'));
      at(helpers, '5s c', () => devices.closeCheck());
      // A new microphone is checked afresh: waiting again, silent 4 s after it opened.
      helpers
        .expectObservable(devices.view$.pipe(map(checkOf)))
        .toBe('w 199ms (ow) 3996ms s 799ms c', { o: 'opening', w: 'waiting', s: 'silent', c: 'closed' });
      helpers.flush();
      expect(media.opened).toEqual([null, 'mic-usb']);
      expect(media.live).toBe(0);
      expect(call.setMicrophone.mock.calls).toEqual([['mic-usb']]);
    });
  });
});

describe('the sound check’s numbers', () => {
  it('are the speech pipeline’s: what the check hears, the assistant hears; its meter reads like the call’s', () => {
    expect(devicesConfig.heardLevel).toBe(speechConfig.threshold);
    expect(devicesConfig.fullLevel).toBe(speechConfig.levelScale);
  });
});
