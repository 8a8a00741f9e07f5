// "Listen to a sample call": the press that opens the samples (sample-calls.ts says the rest, loaded with them).
export const sampleCallsLabel = 'Listen to a sample call';
