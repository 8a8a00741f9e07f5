import { describe, expect, it } from 'vitest';
import { projectsToServe } from '../e2e/projects';

const serve = (args: string, env: Record<string, string> = {}) =>
  [...projectsToServe(['node', 'playwright', 'test', ...args.split(' ').filter(Boolean)], env)].sort();

describe('the servers an end-to-end run starts', () => {
  it('are all eight for the whole suite', () => {
    expect(serve('')).toEqual(['analytics', 'dev', 'edge', 'live', 'nginx', 'sends', 'simulated', 'worker']);
  });

  it('are those of the chosen projects', () => {
    expect(serve('--project=live')).toEqual(['live']);
    expect(serve('--project nginx --project dev --workers 1')).toEqual(['dev', 'nginx']);
    expect(serve('--project=analytics,simulated')).toEqual(['analytics', 'simulated']);
  });

  it("are those of the named spec files' projects", () => {
    expect(serve('tests/e2e/contact.spec.ts')).toEqual(['simulated']);
    expect(serve('tests/e2e/live-demo.spec.ts:42 tests/e2e/dev-event-log.spec.ts')).toEqual(['dev', 'live']);
    expect(serve('tests/e2e/analytics-events.spec.ts')).toEqual(['analytics']);
    expect(serve('tests/e2e/edge-demo.spec.ts')).toEqual(['edge']);
    expect(serve('tests/e2e/worker-demo.spec.ts')).toEqual(['worker']);
    expect(serve('tests/e2e/sends-contact.spec.ts')).toEqual(['sends']);
    expect(serve('--project=simulated tests/e2e/live-demo.spec.ts')).toEqual([]);
  });

  it('are not narrowed by a filter that may match files of every project', () => {
    expect(serve('demo')).toEqual(['analytics', 'dev', 'edge', 'live', 'nginx', 'sends', 'simulated', 'worker']);
    expect(serve('-g Start contact.spec.ts')).toEqual(['simulated']);
  });

  it('follow VESTRY_E2E_PROJECTS when it is set', () => {
    expect(serve('tests/e2e/contact.spec.ts', { VESTRY_E2E_PROJECTS: 'simulated, live' })).toEqual(['live', 'simulated']);
  });
});
