import { filter, map, of, tap, throwError, timer, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { StageFailure, errorMessage } from '../../streams/telemetry/stage-failure';
import { createStageRunner, type StageOptions } from '../../streams/telemetry/stage-runner';
import { isTelemetryEvent, type CallStartProgressEvent } from '../../streams/telemetry/telemetry-events';
import { startStages, type StartStage } from '../../streams/telemetry/start-stage';

function setup() {
  const testScheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  const events: CallStartProgressEvent[] = [];
  const runner = createStageRunner(testScheduler);
  // The stage's result as its own stream, and its progress events as they are reported.
  const run = <T>(stage: StartStage, work$: Observable<T>, options?: StageOptions<T>): Observable<T> =>
    runner(stage, work$, options).pipe(
      tap((report) => {
        if (report.kind === 'progress') events.push(report.event);
      }),
      filter((report) => report.kind === 'result'),
      map((report) => report.value),
    );
  return { testScheduler, events, run };
}

describe('stage runner', () => {
  it('reports started and completed with the duration from the scheduler clock', () => {
    const { testScheduler, events, run } = setup();
    testScheduler.run(({ expectObservable }) => {
      const work$ = run('mobile-permissions', timer(1000, testScheduler), {
        started: { isMobile: true },
        completed: () => ({ action: 'permissions-wait' }),
      });
      expectObservable(work$).toBe('1000ms (a|)', { a: 0 });
    });
    expect(events).toEqual([
      {
        type: 'call-start-progress',
        stage: 'mobile-permissions',
        status: 'started',
        duration: 0,
        timestamp: '1970-01-01T00:00:00.000Z',
        metadata: { isMobile: true },
      },
      {
        type: 'call-start-progress',
        stage: 'mobile-permissions',
        status: 'completed',
        duration: 1000,
        timestamp: '1970-01-01T00:00:01.000Z',
        metadata: { action: 'permissions-wait' },
      },
    ]);
  });

  it('reports failed and rethrows a StageFailure naming the stage', () => {
    const { testScheduler, events, run } = setup();
    testScheduler.run(({ cold, expectObservable }) => {
      const work$ = run('daily-call-join', cold('250ms #', undefined, new Error('join refused')));
      expectObservable(work$).toBe('250ms #', undefined, new StageFailure('daily-call-join', new Error('join refused'), 250));
    });
    expect(events.map((e) => [e.stage, e.status, e.duration, e.metadata])).toEqual([
      ['daily-call-join', 'started', 0, {}],
      ['daily-call-join', 'failed', 250, { error: 'join refused' }],
    ]);
  });

  it('reports nothing more when unsubscribed before the work ends', () => {
    const { testScheduler, events, run } = setup();
    testScheduler.run(({ expectObservable }) => {
      expectObservable(run('daily-call-join', timer(500, testScheduler)), '^ 100ms !').toBe('');
    });
    expect(events.map((e) => e.status)).toEqual(['started']);
  });

  it('runs the work lazily, once per subscription', () => {
    const { events, run } = setup();
    const work$ = run('initialization', of(1));
    expect(events).toHaveLength(0);
    work$.subscribe();
    expect(events.map((e) => e.status)).toEqual(['started', 'completed']);
  });

  it('turns any thrown value into a readable message', () => {
    expect(errorMessage(new Error('x'))).toBe('x');
    expect(errorMessage({ errorMsg: 'daily said no' })).toBe('daily said no');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage({ code: 3 })).toBe('{"code":3}');
    const { run } = setup();
    let caught: unknown;
    run(
      'web-call-creation',
      throwError(() => ({ msg: 'bad' })),
    ).subscribe({ error: (e: unknown) => (caught = e) });
    expect(caught).toBeInstanceOf(StageFailure);
    expect((caught as StageFailure).stage).toBe('web-call-creation');
    expect((caught as StageFailure).message).toBe('bad');
  });

  it('has the eight stages in order and recognises telemetry events', () => {
    expect(startStages).toEqual([
      'initialization',
      'web-call-creation',
      'daily-call-object-creation',
      'mobile-permissions',
      'daily-call-join',
      'video-recording-setup',
      'audio-observer-setup',
      'audio-processing-setup',
    ]);
    expect(isTelemetryEvent({ type: 'call-start-success' })).toBe(true);
    expect(isTelemetryEvent({ type: 'call-start' })).toBe(false);
  });
});
