// Type-checked with the tests (npm run typecheck), never run: the definition is the provider's
// CreateAssistantDTO, so a field its document does not have fails, at the top and nested.
import { ASSISTANT, type AssistantDefinition } from '../../assistant/definition';

export const unknownTopField: AssistantDefinition = {
  ...ASSISTANT,
  // @ts-expect-error -- `recordingEnabled` belongs in `artifactPlan`, not at the top.
  recordingEnabled: false,
};

export const unknownNestedField: AssistantDefinition = {
  ...ASSISTANT,
  // @ts-expect-error -- the document's transcriber has `language`, not `locale`.
  transcriber: { provider: 'deepgram', locale: 'en-AU' },
};

export const unknownDuration: AssistantDefinition = {
  ...ASSISTANT,
  // @ts-expect-error -- a string is not the document's number of seconds.
  maxDurationSeconds: '180',
};
