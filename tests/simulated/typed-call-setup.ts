import { simulatedRouter } from '../../streams/simulated/routing';
import { createVoiceCall } from '../../streams/call/voice-call';
import type { CallEvent } from '../../streams/call/call-events';
import type { CallSummary } from '../../streams/call/call-record';
import { createDomAudioOutput } from '../../streams/call/audio-output';
import { createSimulatedCallObjectFactory } from '../../streams/simulated/simulated-factory';
import { simulatedConversation } from '../../streams/simulated/simulated-script';
import { FakeMicrophone } from '../fakes/fake-microphone';
import { ScriptedVoice } from '../fakes/scripted-voice';
import { VirtualClock } from '../fakes/virtual-clock';

// A call held by typing, through the real client and the simulated assistant, in virtual time: the setup the typed calls share.

/** The client over the simulated assistant, with a microphone that refuses (as a visitor who said no). */
export function typedSetup() {
  const clock = new VirtualClock();
  const microphone = new FakeMicrophone(clock.scheduler, [], new DOMException('Permission denied', 'NotAllowedError'));
  const factory = createSimulatedCallObjectFactory({
    scheduler: clock.scheduler,
    voice: () => new ScriptedVoice(clock.scheduler),
    microphone: () => microphone,
    // The routes at hand: their loading with the first turn is conversation-router.test.ts's.
    script: { conversation: { ...simulatedConversation, router: simulatedRouter } },
  });
  const doc = document.implementation.createHTMLDocument('typed call');
  const client = createVoiceCall({
    createWebCall: factory.createWebCall,
    callObjectFactory: factory,
    scheduler: clock.scheduler,
    isMobile: false,
    audioOutput: createDomAudioOutput({ document: doc, toStream: () => null, play: () => Promise.resolve() }),
    log: { log: () => undefined, warn: () => undefined, error: () => undefined },
  });
  const events: CallEvent[] = [];
  client.events$.subscribe((event) => events.push(event));
  let summary: CallSummary | null = null;
  client.summary$.subscribe((value) => (summary = value));
  return { clock, microphone, factory, client, events, summary: () => summary };
}

/**
 * Starts a typed call, types each answer once the assistant has had time to speak, and lets the call end;
 * `watch` sees the setup before the call starts (to follow its streams from the first event).
 */
export async function typedCall(answers: readonly string[], watch?: (setup: ReturnType<typeof typedSetup>) => void) {
  const setup = typedSetup();
  watch?.(setup);
  const started = setup.client.start({ assistant: 'simulated-assistant', callObject: { startAudioOff: true } });
  await setup.clock.advance(1000);
  await started;
  for (const answer of answers) {
    await setup.clock.advance(3000);
    setup.client.sendText(answer);
  }
  await setup.clock.advance(30_000);
  return setup;
}
