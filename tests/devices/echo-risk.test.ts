import { describe, expect, it } from 'vitest';
import { deviceStem, echoRisk } from '../../streams/devices/echo-risk';

describe('echoRisk: the microphone and speaker look like one computer’s own pair', () => {
  it.each([
    // Chrome on a Mac: the default pair, then the same named without the prefix.
    ['Default - MacBook Pro Microphone (Built-in)', 'Default - MacBook Pro Speakers (Built-in)'],
    ['MacBook Air Microphone', 'MacBook Air Speakers'],
    // Windows laptops: the internal array and the onboard speakers.
    ['Microphone Array (Realtek(R) Audio)', 'Speakers (Realtek(R) Audio)'],
    ['Microphone Array (Intel® Smart Sound Technology for Digital Microphones)', 'Speakers (Realtek(R) Audio)'],
    ['Internal Microphone', 'Internal Speakers'],
    // One device named as its microphone and its speakers.
    ['Dell Latitude 5420 Microphone', 'Dell Latitude 5420 Speakers'],
    ['Microphone (USB Audio Device)', 'Speakers (USB Audio Device)'],
  ])('%s with %s', (input, output) => {
    expect(echoRisk(input, output)).toBe(true);
  });

  it.each([
    ['MacBook Pro Microphone', 'External Headphones'],
    ['Microphone (Realtek High Definition Audio)', 'Headphones (Realtek High Definition Audio)'],
    // A headset names its microphone and its output alike, without "microphone" and "speakers".
    ['Jabra Evolve2 65 Mono', 'Jabra Evolve2 65 Mono'],
    ['AirPods Pro', 'AirPods Pro'],
    ['Headset Microphone (Plantronics Blackwire 3220)', 'Headset Earphone (Plantronics Blackwire 3220)'],
    ['Default - MacBook Pro Microphone (Built-in)', 'Default - AirPods Pro'],
    ['Galaxy Buds2 Pro Hands-Free', 'Galaxy Buds2 Pro'],
    // A desk microphone on its own is not the laptop's pair.
    ['Yeti Stereo Microphone (046d:0ab1)', 'Default - MacBook Pro Speakers (Built-in)'],
  ])('not %s with %s', (input, output) => {
    expect(echoRisk(input, output)).toBe(false);
  });

  it('where the browser lists no speakers, a built-in microphone alone is the risk', () => {
    expect(echoRisk('MacBook Pro Microphone', undefined)).toBe(true);
    expect(echoRisk('Microphone Array (Realtek(R) Audio)', '')).toBe(true);
    expect(echoRisk('Jabra Evolve2 65 Mono', undefined)).toBe(false);
    expect(echoRisk('Headset Microphone (Plantronics Blackwire 3220)', undefined)).toBe(false);
  });

  it('without a microphone label (no permission yet), no risk to speak of', () => {
    expect(echoRisk(undefined, 'MacBook Pro Speakers')).toBe(false);
    expect(echoRisk('', '')).toBe(false);
  });
});

describe('deviceStem', () => {
  it.each([
    ['Default - MacBook Pro Microphone (Built-in)', 'macbook pro'],
    ['MacBook Pro Speakers', 'macbook pro'],
    ['Speakers (Realtek(R) Audio)', 'realtek r audio'],
    ['Yeti Stereo Microphone (046d:0ab1)', 'yeti stereo'],
    ['Communications - Microphone (USB Audio Device)', 'usb audio device'],
  ])('%s is %s', (label, stem) => {
    expect(deviceStem(label)).toBe(stem);
  });
});
