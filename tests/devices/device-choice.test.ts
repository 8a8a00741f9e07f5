import { NEVER, type Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createDeviceStreams, type DevicesView } from '../../streams/devices/device-streams';
import type { DeviceList } from '../../streams/devices/media-port';
import { FakeMediaPort, builtInPair, unlabelled, type FakeMediaOptions } from '../fakes/fake-media-port';
import { newTestScheduler } from '../fakes/virtual-clock';

// The visitor's microphone and speaker: the list, the choice kept for the visit, what happens
// when a chosen device goes away, and the headphones tip.

function setup(options: FakeMediaOptions = {}) {
  const scheduler = newTestScheduler();
  const media = new FakeMediaPort(scheduler, options);
  const call = { setMicrophone: vi.fn<(id: string | null) => void>(), setSpeaker: vi.fn<(id: string | null) => void>() };
  const devices = createDeviceStreams({ media, scheduler, callActive$: NEVER, call });
  return { scheduler, media, call, devices };
}

/** The view now (it replays the latest at once). */
function now(view$: Observable<DevicesView>): DevicesView {
  let latest: DevicesView | undefined;
  view$.subscribe((view) => (latest = view)).unsubscribe();
  if (!latest) throw new Error('no view yet');
  return latest;
}

const without = (list: DeviceList, id: string): DeviceList => ({
  inputs: list.inputs.filter((device) => device.deviceId !== id),
  outputs: list.outputs.filter((device) => device.deviceId !== id),
});

describe('the device list', () => {
  it('has nothing to choose before the visitor allows a microphone; the check asks, then lists them by name', () => {
    const { devices } = setup({ list: unlabelled, listAfterPermission: builtInPair });
    expect(now(devices.view$)).toMatchObject({ inputs: [], outputs: [], microphone: null, speaker: null, echoRisk: false });
    devices.openCheck();
    const view = now(devices.view$);
    expect(view.inputs.map((device) => device.label)).toEqual(builtInPair.inputs.map((device) => device.label));
    // Nothing chosen: the browser's default (its first) is the one in use.
    expect(view).toMatchObject({ microphone: 'default', speaker: 'default' });
    devices.closeCheck();
  });

  it('is listed again when a device comes or goes', () => {
    const { devices, media } = setup();
    const headset = { deviceId: 'headset', label: 'Jabra Evolve2 65' };
    media.change({ inputs: [...builtInPair.inputs, headset], outputs: [...builtInPair.outputs, headset] });
    expect(now(devices.view$).inputs).toContainEqual(headset);
  });

  it('offers the speakers only where the page can send sound to one; else the browser’s prompt, or nothing', () => {
    expect(now(setup().devices.view$).speakerChoice).toBe('list');
    const firefox = setup({
      list: { inputs: builtInPair.inputs, outputs: [] },
      prompted: { deviceId: 'headphones', label: 'External Headphones' },
    });
    expect(now(firefox.devices.view$).speakerChoice).toBe('prompt');
    firefox.devices.promptSpeaker();
    expect(firefox.call.setSpeaker.mock.calls).toEqual([['headphones']]);
    const older = setup({ canChooseSpeaker: false });
    expect(now(older.devices.view$)).toMatchObject({ speakerChoice: 'none', outputs: [] });
  });
});

describe('the chosen devices', () => {
  it('go to the call and are kept for the visit, whatever is shown', () => {
    const { devices, call } = setup();
    devices.chooseMicrophone('mic-usb');
    devices.chooseSpeaker('headphones');
    expect(call.setMicrophone.mock.calls).toEqual([['mic-usb']]);
    expect(call.setSpeaker.mock.calls).toEqual([['headphones']]);
    // Nothing subscribed in between: the choice holds.
    expect(now(devices.view$)).toMatchObject({ microphone: 'mic-usb', speaker: 'headphones' });
    devices.chooseMicrophone('mic-usb');
    expect(call.setMicrophone).toHaveBeenCalledTimes(1);
  });

  it('a chosen microphone that is unplugged gives way to the default, with a notice naming it; a check listens on the default', () => {
    const { devices, media, call } = setup();
    devices.openCheck();
    devices.chooseMicrophone('mic-usb');
    media.change(without(builtInPair, 'mic-usb'));
    expect(now(devices.view$)).toMatchObject({
      microphone: 'default',
      notice: { kind: 'microphone', label: 'Yeti Stereo Microphone (046d:0ab1)' },
    });
    expect(call.setMicrophone.mock.calls).toEqual([['mic-usb'], [null]]);
    expect(media.opened).toEqual([null, 'mic-usb', null]);
    expect(media.live).toBe(1);
    devices.dismissNotice();
    expect(now(devices.view$).notice).toBeNull();
    devices.closeCheck();
  });

  it('a chosen speaker that is unplugged gives way to the default, with a notice', () => {
    const { devices, media, call } = setup();
    devices.chooseSpeaker('headphones');
    media.change(without(builtInPair, 'headphones'));
    expect(now(devices.view$)).toMatchObject({ speaker: 'default', notice: { kind: 'speaker', label: 'External Headphones' } });
    expect(call.setSpeaker.mock.calls).toEqual([['headphones'], [null]]);
    // Choosing another speaker settles it.
    devices.chooseSpeaker('speaker-builtin');
    expect(now(devices.view$).notice).toBeNull();
  });

  it('a list without ids (no permission) takes no choice away', () => {
    const { devices, media, call } = setup();
    devices.chooseMicrophone('mic-usb');
    media.change(unlabelled);
    expect(now(devices.view$).notice).toBeNull();
    expect(call.setMicrophone.mock.calls).toEqual([['mic-usb']]);
  });
});

describe('the chime', () => {
  it('plays on the chosen speaker; one that cannot play says so', () => {
    const { devices, media, scheduler } = setup();
    devices.chooseSpeaker('headphones');
    devices.playChime();
    expect(now(devices.view$).chime).toBe('playing');
    devices.playChime();
    scheduler.flush();
    expect(media.chimes).toEqual(['headphones']);
    expect(now(devices.view$).chime).toBe('played');
    const broken = setup({ chimeRefusal: new DOMException('Requested device not found', 'NotFoundError') });
    broken.devices.playChime();
    expect(now(broken.devices.view$).chime).toBe('failed');
  });
});

describe('the headphones tip', () => {
  it('shows for the laptop’s own microphone and speakers, and goes with headphones or a headset', () => {
    const { devices } = setup();
    expect(now(devices.view$).echoRisk).toBe(true);
    devices.chooseSpeaker('headphones');
    expect(now(devices.view$).echoRisk).toBe(false);
    devices.chooseSpeaker('speaker-builtin');
    devices.chooseMicrophone('mic-usb');
    expect(now(devices.view$).echoRisk).toBe(false);
  });
});
