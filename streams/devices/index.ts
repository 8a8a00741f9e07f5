// The visitor's audio devices and the sound check: which microphone and speaker the demo uses,
// and whether they work, before a call and without one. Loaded when the check is first opened.
export { createDeviceStreams, type DeviceStreams, type DevicesView } from './device-streams';
export type { DeviceNotice, Verdict } from './devices-machine';
export type { AudioDevice, MediaPort } from './media-port';
export { browserMedia } from './browser-media';
