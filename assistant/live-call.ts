// What a live demo call keeps and who handles it, as the definition (definition.ts) sets the assistant
// up: the privacy page and the line beside Start read these, so what the page says is what
// `npm run provision` makes. It imports nothing: the page reads it without the provider's types.

/** Whether the provider records the call's audio. Off: the page's summary is built from live transcripts. */
export const CALL_RECORDED = false;

/** Who runs each part of the live assistant, for the provider's settings and for the privacy page. */
export const VENDORS = {
  model: { provider: 'openai', name: 'OpenAI', role: 'language model' },
  transcriber: { provider: 'deepgram', name: 'Deepgram', role: 'transcription' },
  voice: { provider: '11labs', name: 'ElevenLabs', role: 'voice' },
} as const;

/** "OpenAI (language model), Deepgram (transcription), ElevenLabs (voice)". */
export const vendorList = (): string =>
  Object.values(VENDORS)
    .map((vendor) => `${vendor.name} (${vendor.role})`)
    .join(', ');
