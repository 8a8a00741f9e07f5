// "Listen to a sample call": the press that opens the samples (sample-calls.ts says the rest, loaded with them).
export const sampleCallsLabel = 'Listen to a sample call';
/** Where the samples would be, when their code or data could not load (offline). */
export const sampleCallsFailed = 'The sample calls could not load. Check your connection, then press again to try.';
