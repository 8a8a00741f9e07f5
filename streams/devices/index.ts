// The visitor's audio devices and the sound check: which microphone and speaker the demo uses,
// and whether they work, before a call and without one. Loaded when the check is first opened.
export {
  createDeviceStreams,
  toDevicesView,
  type DeviceChoiceTarget,
  type DeviceStreams,
  type DeviceStreamsDeps,
  type DevicesView,
  type SoundCheckView,
} from './device-streams';
export {
  INITIAL_DEVICES_STATE,
  reduceDevices,
  type ChimeState,
  type DeviceNotice,
  type DevicesEffect,
  type DevicesInput,
  type DevicesState,
  type SoundCheck,
  type Verdict,
} from './devices-machine';
export { devicesConfig, type DevicesConfig } from './devices-config';
export { deviceStem, echoRisk } from './echo-risk';
export { NO_DEVICES, microphoneProblemOf, type AudioDevice, type DeviceList, type MediaPort, type MicrophoneLevel } from './media-port';
export { browserMedia, type BrowserMediaOptions } from './browser-media';
