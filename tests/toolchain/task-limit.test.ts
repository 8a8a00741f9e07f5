import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { calibrationSource, LIMIT_SHARE, verdict, type GuardRun } from '../../scripts/task-limit';

const run = (calibrationMs: number, loadMs: number, startMs: number, callMs: number): GuardRun => ({
  calibrationMs,
  loadMs,
  startMs,
  callMs,
});

describe("the long-task guard's verdict", () => {
  it('holds each part against a fifth of the calibration of its own run', () => {
    expect(LIMIT_SHARE).toBe(1 / 5);
    expect(verdict([run(250, 25, 50, 75)])).toEqual({ load: 0.5, start: 1, connected: 1.5, call: 1.5 });
    expect(verdict([run(250, 25, 75, 50)])).toEqual({ load: 0.5, start: 1.5, connected: 1, call: 1.5 });
  });

  it('takes the median of the runs, so one run the machine slowed does not decide', () => {
    const { load, call } = verdict([run(250, 30, 30, 120), run(250, 30, 30, 40), run(250, 30, 30, 45)]);
    expect(load).toBeCloseTo(0.6);
    expect(call).toBeCloseTo(0.9);
    expect(verdict([run(250, 30, 30, 120), run(250, 30, 30, 110), run(250, 30, 30, 45)]).call).toBeCloseTo(2.2);
  });

  it('judges the call from the press: a long task on either side of "Connected" from run to run is still caught', () => {
    const moving = verdict([run(250, 30, 80, 30), run(250, 30, 30, 80), run(250, 30, 80, 30)]);
    expect(moving.start).toBeCloseTo(1.6);
    expect(moving.call).toBeCloseTo(1.6);
    const alternating = verdict([run(250, 30, 80, 30), run(250, 30, 30, 80), run(250, 30, 30, 30)]);
    expect(alternating.start).toBeCloseTo(0.6);
    expect(alternating.connected).toBeCloseTo(0.6);
    expect(alternating.call).toBeCloseTo(1.6);
  });

  it('is the same on a machine twice as slow, where the calibration and the tasks both take twice as long', () => {
    const here = verdict([run(250, 30, 40, 60), run(260, 35, 45, 40), run(240, 20, 38, 44)]);
    const slower = verdict([run(500, 60, 80, 120), run(520, 70, 90, 80), run(480, 40, 76, 88)]);
    expect(slower.load).toBeCloseTo(here.load);
    expect(slower.start).toBeCloseTo(here.start);
    expect(slower.connected).toBeCloseTo(here.connected);
    expect(slower.call).toBeCloseTo(here.call);
  });

  it('refuses to judge without a run rather than pass', () => {
    expect(() => verdict([])).toThrow(/at least one/);
  });
});

describe("the guard's calibration", () => {
  it('is the same source every time, and runs to its known result: every function compiled and called', () => {
    const source = calibrationSource(3000);
    expect(calibrationSource(3000)).toBe(source);
    expect(source.match(/^function f\d+/gm)).toHaveLength(3000);
    const context: { calibrated?: number } = {};
    context.calibrated = undefined;
    runInNewContext(source.replace('globalThis.calibrated', 'this.calibrated'), context);
    expect(context.calibrated).toBe((3000 * 2999) / 2);
  });
});
