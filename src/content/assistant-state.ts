import type { AssistantState } from '../../streams/call';
import { demoText } from './site';

// The assistant's state in words, beside its visual in the call panel, and what a screen reader hears.
export const assistantStateText: Readonly<Record<AssistantState, string>> = {
  connecting: demoText.connecting,
  listening: 'Listening',
  thinking: 'Thinking',
  speaking: 'Speaking',
};
