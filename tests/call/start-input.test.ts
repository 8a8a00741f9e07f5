import { describe, expect, it, vi } from 'vitest';
import { createVoiceCall } from '../../streams/call/voice-call';
import type { WebCallCreate } from '../../streams/provider-api/create-web-call';
import { missingDefinitionMessage, webCallBody } from '../../streams/call/start-input';
import { safeCallObjectOptions } from '../../streams/call/call-object';
import { createCallHarness, describeEvent } from '../fakes/call-harness';
import { createFakeCallObjectFactory } from '../fakes/fake-call-factory';
import { VirtualClock } from '../fakes/virtual-clock';

describe('input validation', () => {
  it('without assistant, squad or workflow: validation-error at input-validation and call-start-failed', async () => {
    const harness = createCallHarness();
    expect(await harness.client.start({})).toBeNull();
    expect(harness.events.map(describeEvent)).toEqual(['error validation-error', 'failed input-validation']);
    expect(harness.events[0]).toMatchObject({
      error: { type: 'validation-error', stage: 'input-validation', message: 'Assistant or Squad or Workflow must be provided.' },
    });
    expect(harness.events[1]).toMatchObject({
      stage: 'input-validation',
      error: missingDefinitionMessage,
      context: { hasAssistant: false, hasSquad: false, hasWorkflow: false },
    });
    expect(harness.factory.created).toHaveLength(0);
  });
});

describe('web-call creation payload', () => {
  it('a string is an id, an object an inline definition', () => {
    expect(webCallBody({ assistant: 'a-1', assistantOverrides: { variableValues: { name: 'Grace' } } })).toEqual({
      assistantId: 'a-1',
      assistantOverrides: { variableValues: { name: 'Grace' } },
    });
    expect(webCallBody({ squad: { members: [] }, workflow: 'w-1', workflowOverrides: { x: 1 } })).toEqual({
      squad: { members: [] },
      workflowId: 'w-1',
      workflowOverrides: { x: 1 },
    });
  });

  it("the variable values go in the assistant's overrides, beside any others and over theirs", () => {
    expect(webCallBody({ assistant: 'a-1', variableValues: { churchName: "St Mary's" } })).toEqual({
      assistantId: 'a-1',
      assistantOverrides: { variableValues: { churchName: "St Mary's" } },
    });
    expect(
      webCallBody({
        assistant: 'a-1',
        assistantOverrides: { maxDurationSeconds: 60, variableValues: { churchName: 'Old' } },
        variableValues: { churchName: 'New' },
      }),
    ).toEqual({ assistantId: 'a-1', assistantOverrides: { maxDurationSeconds: 60, variableValues: { churchName: 'New' } } });
  });

  it('passes the payload and an abort signal to createWebCall; stop() aborts it', async () => {
    const clock = new VirtualClock();
    const bodies: WebCallCreate[] = [];
    let signal: AbortSignal | undefined;
    const client = createVoiceCall({
      createWebCall: (body, abort) => {
        bodies.push(body);
        signal = abort;
        return new Promise(() => undefined);
      },
      callObjectFactory: createFakeCallObjectFactory({ scheduler: clock.scheduler }),
      scheduler: clock.scheduler,
      isMobile: false,
    });
    const pending = client.start({ assistant: { name: 'Inline' } });
    await clock.advance(0);
    expect(bodies).toEqual([{ assistant: { name: 'Inline' } }]);
    client.stop();
    expect(signal?.aborted).toBe(true);
    expect(await pending).toBeNull();
  });
});

describe('Chrome 140+ guard', () => {
  it('replaces audioSource false and drops a false mic-in-permission-prompt, with warnings', () => {
    const warn = vi.fn();
    const options = safeCallObjectOptions(
      { audioSource: false, dailyConfig: { alwaysIncludeMicInPermissionPrompt: false, avoidEval: true } },
      warn,
    );
    expect(options).toEqual({ audioSource: true, videoSource: false, dailyConfig: { avoidEval: true } });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('keeps safe values untouched', () => {
    const warn = vi.fn();
    expect(safeCallObjectOptions({ audioSource: 'mic-1', dailyConfig: { alwaysIncludeMicInPermissionPrompt: true } }, warn)).toEqual({
      audioSource: 'mic-1',
      videoSource: false,
      dailyConfig: { alwaysIncludeMicInPermissionPrompt: true },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('the client applies the guard when creating the call object', async () => {
    const harness = createCallHarness();
    const warn = vi.spyOn(harness.log, 'warn');
    const clock = harness.clock;
    const client = createVoiceCall({
      createWebCall: harness.factory.createWebCall,
      callObjectFactory: harness.factory,
      scheduler: clock.scheduler,
      isMobile: false,
      callObject: { audioSource: false },
      log: harness.log,
    });
    const pending = client.start({ assistant: 'a' });
    await clock.advance(600);
    await pending;
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('audioSource:false'));
    client.stop();
  });
});

describe('preload()', () => {
  it('loads the call library early and never rejects', async () => {
    const clock = new VirtualClock();
    const failing = createFakeCallObjectFactory({ scheduler: clock.scheduler, failAt: 'initialization' });
    const log = { log: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const client = createVoiceCall({ createWebCall: failing.createWebCall, callObjectFactory: failing, scheduler: clock.scheduler, log });
    await expect(client.preload()).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
