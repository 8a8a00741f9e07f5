import { Subject, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  NO_SAMPLE,
  createSamplePlayer,
  reduceSamplePlayer,
  type SampleAudio,
  type SampleAudioEvent,
  type SamplePlayerState,
} from '../../streams/samples/sample-player';
import type { SampleId } from '../../streams/samples/sample-ids';

// The sample calls' player: a recording, so no microphone and no attempt; the audio element is its clock.

const playing: SamplePlayerState = { sample: 'youth-camp', status: 'playing', atMs: 12_000 };

describe('reduceSamplePlayer', () => {
  it('a pick starts the sample from its beginning and says so once (the analytics’ Sample Call)', () => {
    expect(reduceSamplePlayer(NO_SAMPLE, { type: 'picked', sample: 'at-risk' })).toEqual({
      state: { sample: 'at-risk', status: 'loading', atMs: 0 },
      events: ['at-risk'],
      effects: [{ type: 'play', sample: 'at-risk' }],
    });
    expect(reduceSamplePlayer(playing, { type: 'picked', sample: 'wedding-hall' }).effects).toEqual([
      { type: 'play', sample: 'wedding-hall' },
    ]);
  });

  it('the one playing, picked again, goes on; paused, it resumes; ended, it starts again', () => {
    expect(reduceSamplePlayer(playing, { type: 'picked', sample: 'youth-camp' })).toEqual({ state: playing, events: [], effects: [] });
    const paused = { ...playing, status: 'paused' } as const;
    expect(reduceSamplePlayer(paused, { type: 'picked', sample: 'youth-camp' }).effects).toEqual([{ type: 'resume' }]);
    const ended = { ...playing, status: 'ended' } as const;
    expect(reduceSamplePlayer(ended, { type: 'picked', sample: 'youth-camp' }).events).toEqual(['youth-camp']);
  });

  it('Play and Pause: pause, resume (loading until the audio plays again), and from the start after the end or a failure', () => {
    const paused = reduceSamplePlayer(playing, { type: 'toggled' });
    expect(paused).toMatchObject({ state: { status: 'paused', atMs: 12_000 }, effects: [{ type: 'pause' }] });
    const resumed = reduceSamplePlayer(paused.state, { type: 'toggled' });
    expect(resumed).toMatchObject({ state: { status: 'loading', atMs: 12_000 }, effects: [{ type: 'resume' }] });
    expect(reduceSamplePlayer(resumed.state, { type: 'audio', event: { type: 'playing' } }).state.status).toBe('playing');
    const failed = { ...playing, status: 'failed' } as const;
    expect(reduceSamplePlayer(failed, { type: 'toggled' })).toMatchObject({
      state: { status: 'loading', atMs: 0 },
      effects: [{ type: 'play' }],
    });
    expect(reduceSamplePlayer(NO_SAMPLE, { type: 'toggled' })).toEqual({ state: NO_SAMPLE, events: [], effects: [] });
  });

  it('follows the audio: its time, a pause the browser made, its end and a failure; nothing after the end', () => {
    expect(reduceSamplePlayer(playing, { type: 'audio', event: { type: 'time', ms: 12_250 } }).state.atMs).toBe(12_250);
    const pausedByBrowser = reduceSamplePlayer(playing, { type: 'audio', event: { type: 'paused' } }).state;
    expect(pausedByBrowser.status).toBe('paused');
    // Played again from outside the page (the phone's controls): Playing again, and Pause pauses it.
    const playedAgain = reduceSamplePlayer(pausedByBrowser, { type: 'audio', event: { type: 'playing' } });
    expect(playedAgain.state.status).toBe('playing');
    expect(reduceSamplePlayer(playedAgain.state, { type: 'toggled' }).effects).toEqual([{ type: 'pause' }]);
    const ended = reduceSamplePlayer(playing, { type: 'audio', event: { type: 'ended' } }).state;
    expect(ended.status).toBe('ended');
    // Browsers fire pause with the end, and a last time update may follow it.
    expect(reduceSamplePlayer(ended, { type: 'audio', event: { type: 'paused' } }).state).toBe(ended);
    expect(reduceSamplePlayer(ended, { type: 'audio', event: { type: 'time', ms: 1 } }).state).toBe(ended);
    expect(reduceSamplePlayer(playing, { type: 'audio', event: { type: 'failed' } }).state.status).toBe('failed');
    expect(reduceSamplePlayer(NO_SAMPLE, { type: 'audio', event: { type: 'playing' } }).state).toBe(NO_SAMPLE);
  });

  it('closed, it stops the audio and shows no sample', () => {
    expect(reduceSamplePlayer(playing, { type: 'closed' })).toEqual({ state: NO_SAMPLE, events: [], effects: [{ type: 'stop' }] });
    expect(reduceSamplePlayer(NO_SAMPLE, { type: 'closed' }).effects).toEqual([]);
  });
});

class FakeAudio implements SampleAudio {
  readonly calls: string[] = [];
  private events?: Subject<SampleAudioEvent>;
  play(sample: SampleId): Observable<SampleAudioEvent> {
    this.calls.push(`play ${sample}`);
    this.events?.complete();
    this.events = new Subject<SampleAudioEvent>();
    return this.events;
  }
  say(event: SampleAudioEvent) {
    this.events?.next(event);
  }
  pause() {
    this.calls.push('pause');
  }
  resume() {
    this.calls.push('resume');
  }
  stop() {
    this.calls.push('stop');
    this.events?.complete();
  }
}

describe('createSamplePlayer', () => {
  it('plays in the press’s own task (a phone plays only from a press), follows its audio, and counts each start', () => {
    const audio = new FakeAudio();
    const player = createSamplePlayer(audio, new Subject());
    const states: SamplePlayerState[] = [];
    const started: SampleId[] = [];
    player.state$.subscribe((state) => states.push(state));
    player.started$.subscribe((sample) => started.push(sample));
    player.pick('hospital-visit');
    expect(audio.calls).toEqual(['play hospital-visit']);
    audio.say({ type: 'playing' });
    audio.say({ type: 'time', ms: 3000 });
    expect(states.at(-1)).toEqual({ sample: 'hospital-visit', status: 'playing', atMs: 3000 });
    player.toggle();
    expect(audio.calls.at(-1)).toBe('pause');
    player.pick('at-risk');
    expect(started).toEqual(['hospital-visit', 'at-risk']);
  });

  it('the visitor’s own call closes it: the audio stops', () => {
    const audio = new FakeAudio();
    const callStarts = new Subject<void>();
    const player = createSamplePlayer(audio, callStarts);
    const states: SamplePlayerState[] = [];
    player.state$.subscribe((state) => states.push(state));
    player.pick('wedding-hall');
    audio.say({ type: 'playing' });
    callStarts.next();
    expect(audio.calls).toEqual(['play wedding-hall', 'stop']);
    expect(states.at(-1)).toEqual(NO_SAMPLE);
  });
});
