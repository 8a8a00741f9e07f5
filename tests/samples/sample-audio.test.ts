import { describe, expect, it } from 'vitest';
import { createSampleAudio, type AudioElementLike } from '../../streams/samples/sample-audio';
import type { SampleAudioEvent } from '../../streams/samples/sample-player';

// The samples' audio element at the edge: one for the visit, each play's events until the next play or stop.

class FakeElement extends EventTarget implements AudioElementLike {
  src = '';
  currentTime = 0;
  plays = 0;
  paused = true;
  loads = 0;
  refuse: DOMException | undefined;
  play(): Promise<void> {
    this.plays += 1;
    if (this.refuse) return Promise.reject(this.refuse);
    this.paused = false;
    return Promise.resolve();
  }
  pause(): void {
    this.paused = true;
  }
  load(): void {
    this.loads += 1;
  }
  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
  }
}

const URLS = { 'hospital-visit': '/h.mp3', 'wedding-hall': '/w.mp3', 'youth-camp': '/y.mp3', 'at-risk': '/r.mp3' };

function setup() {
  const elements: FakeElement[] = [];
  const audio = createSampleAudio(URLS, () => {
    const element = new FakeElement();
    elements.push(element);
    return element;
  });
  return { audio, elements };
}

const flush = () => new Promise((done) => setTimeout(done, 0));

describe('createSampleAudio', () => {
  it('plays the sample’s file at once, and tells its playing, time, pause, end and failure', () => {
    const { audio, elements } = setup();
    const events: SampleAudioEvent[] = [];
    audio.play('at-risk').subscribe((event) => events.push(event));
    const element = elements[0];
    expect(element?.src).toBe('/r.mp3');
    expect(element?.plays).toBe(1);
    element!.currentTime = 2.5;
    for (const name of ['playing', 'timeupdate', 'pause', 'ended', 'error']) element?.dispatchEvent(new Event(name));
    expect(events).toEqual([{ type: 'playing' }, { type: 'time', ms: 2500 }, { type: 'paused' }, { type: 'ended' }, { type: 'failed' }]);
  });

  it('one element for the visit: the next play ends the last one’s events; a stop pauses and drops the file', () => {
    const { audio, elements } = setup();
    let firstDone = false;
    const second: SampleAudioEvent[] = [];
    audio.play('at-risk').subscribe({ complete: () => (firstDone = true) });
    audio.play('youth-camp').subscribe((event) => second.push(event));
    expect(elements).toHaveLength(1);
    expect(firstDone).toBe(true);
    elements[0]?.dispatchEvent(new Event('playing'));
    expect(second).toEqual([{ type: 'playing' }]);
    audio.stop();
    expect(elements[0]).toMatchObject({ src: '', paused: true, loads: 1 });
  });

  it('a first play the browser refuses reads as a pause; a refusal that comes after the next play is not the next one’s', async () => {
    const refusals: ((error: unknown) => void)[] = [];
    const audio = createSampleAudio(URLS, () => {
      const element = new FakeElement();
      element.play = () => new Promise<void>((_done, fail) => refusals.push(fail));
      return element;
    });
    const first: SampleAudioEvent[] = [];
    audio.play('hospital-visit').subscribe((event) => first.push(event));
    refusals[0]?.(new DOMException('No gesture', 'NotAllowedError'));
    await flush();
    expect(first).toEqual([{ type: 'paused' }]);
    // Two plays; the first's refusal arrives after the second began: the second hears nothing of it.
    audio.play('youth-camp').subscribe(() => undefined);
    const second: SampleAudioEvent[] = [];
    audio.play('wedding-hall').subscribe((event) => second.push(event));
    refusals[1]?.(new DOMException('No gesture', 'NotAllowedError'));
    await flush();
    expect(second).toEqual([]);
    refusals[2]?.(new DOMException('No gesture', 'NotAllowedError'));
    await flush();
    expect(second).toEqual([{ type: 'paused' }]);
  });

  it('a play the browser refuses (no press) reads as a pause, for the next press; an aborted one is nothing', async () => {
    const { audio, elements } = setup();
    const events: SampleAudioEvent[] = [];
    audio.play('hospital-visit').subscribe((event) => events.push(event));
    const element = elements[0]!;
    element.refuse = new DOMException('No gesture', 'NotAllowedError');
    audio.resume();
    await flush();
    expect(events).toEqual([{ type: 'paused' }]);
    element.refuse = new DOMException('Interrupted', 'AbortError');
    audio.resume();
    await flush();
    expect(events).toEqual([{ type: 'paused' }]);
    element.refuse = new DOMException('Unsupported', 'NotSupportedError');
    audio.resume();
    await flush();
    expect(events.at(-1)).toEqual({ type: 'failed' });
  });
});
