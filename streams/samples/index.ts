export { createSamples, type Samples } from './samples';
export { SAMPLE_IDS } from './sample-ids';
