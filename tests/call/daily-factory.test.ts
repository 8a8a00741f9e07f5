import type { DailyCall, DailyCallOptions } from '@daily-co/daily-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dailyCallObjectFactory, type CallObjectOptions } from '../../streams/call/call-object';

// The real factory over a stand-in of the library's module: what it hands to createCallObject.
const created: DailyCallOptions[] = [];
vi.mock('@daily-co/daily-js', () => ({
  default: {
    getCallInstance: () => undefined,
    createCallObject: (options: DailyCallOptions) => {
      created.push(options);
      return { iframe: () => null } as unknown as DailyCall;
    },
  },
}));

describe('the Daily call object factory', () => {
  beforeEach(() => {
    created.length = 0;
  });

  it('asks daily-js to load its call-machine bundle as a script, not with eval, keeping the client’s options', async () => {
    const options: CallObjectOptions = { audioSource: true, videoSource: false, dailyConfig: { alwaysIncludeMicInPermissionPrompt: true } };
    await dailyCallObjectFactory.create(options);
    expect(created).toEqual([
      { audioSource: true, videoSource: false, dailyConfig: { alwaysIncludeMicInPermissionPrompt: true, avoidEval: true } },
    ]);
    expect(options.dailyConfig).toEqual({ alwaysIncludeMicInPermissionPrompt: true });
  });

  it('keeps avoidEval even when the page asked otherwise: the policy has no unsafe-eval', async () => {
    await dailyCallObjectFactory.create({ audioSource: 'mic-1', videoSource: false, dailyConfig: { avoidEval: false } });
    expect(created[0]?.dailyConfig).toEqual({ avoidEval: true });
  });
});
