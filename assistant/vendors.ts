// Who runs each part of the live assistant, named once: the definition sets its providers from
// these, and what the page says of who handles a call can be read from the same place.

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
