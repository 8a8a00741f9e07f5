import conversations from './sample-conversations.json' with { type: 'json' };
import timings from './sample-timing.json' with { type: 'json' };
import { SAMPLE_IDS, type SampleId } from './sample-ids';
import { sampleCall, type SampleCall, type SampleConversation, type SampleTiming } from './sample-call';

// The recorded samples: the conversations the simulated assistant held, on the audio `npm run samples` rendered.

/**
 * Each sample's audio, next to this module: a build emits the files with the samples' chunk, which loads on
 * the first "Listen to a sample call". (Vite needs each URL literal.)
 */
export const SAMPLE_AUDIO: Readonly<Record<SampleId, string>> = {
  'hospital-visit': new URL('./audio/hospital-visit.mp3', import.meta.url).href,
  'wedding-hall': new URL('./audio/wedding-hall.mp3', import.meta.url).href,
  'youth-camp': new URL('./audio/youth-camp.mp3', import.meta.url).href,
  'at-risk': new URL('./audio/at-risk.mp3', import.meta.url).href,
};

const recordedConversations: Readonly<Record<SampleId, SampleConversation>> = conversations as Record<SampleId, SampleConversation>;
const recordedTimings: Readonly<Record<SampleId, SampleTiming>> = timings;

// Pure: a chunk that takes only the samples' names (the analytics') leaves the recordings out.
export const SAMPLE_CALLS: Readonly<Record<SampleId, SampleCall>> = /* @__PURE__ */ Object.fromEntries(
  SAMPLE_IDS.map((id) => [id, sampleCall(id, recordedConversations[id], recordedTimings[id])]),
) as Record<SampleId, SampleCall>;
