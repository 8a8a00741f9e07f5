// The words of the simulated demo's recognised-words choice (browsers that offer it only).
export const recognisedWordsText = {
  /** The checkbox: the browser transcribes what the visitor says, so the assistant can route by it. */
  label: 'Let my browser write down what I say',
  /** Said with the checkbox: what it does, and where the voice may go. */
  hint: 'The assistant then understands your words and routes your call by them. Your browser may send your voice to its maker to transcribe it.',
} as const;
