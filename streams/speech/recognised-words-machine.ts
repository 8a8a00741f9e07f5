import { step, type Step } from '../shared';

// The visitor's choice of recognised words as data: whether the browser may transcribe what
// they say to the simulated assistant. One reducer owns it; keeping it for the visit is an effect.

export interface RecognisedWordsState {
  /** The browser can recognise words and the build's assistant needs them (the simulated one). */
  readonly offered: boolean;
  /** The visitor ticked the choice; never true where it is not offered. */
  readonly allowed: boolean;
}

export type RecognisedWordsInput =
  /** The choice kept for the visit, read as the machine starts. */
  | { readonly type: 'restored'; readonly allowed: boolean }
  /** The visitor ticked or unticked the choice. */
  | { readonly type: 'allow-pressed'; readonly allowed: boolean };

/** Keep the choice for the visit. */
export interface RecognisedWordsEffect {
  readonly type: 'keep';
  readonly allowed: boolean;
}

export type RecognisedWordsStep = Step<RecognisedWordsState, never, RecognisedWordsEffect>;

/** Off until the visitor ticks it. */
export function initialRecognisedWords(offered: boolean): RecognisedWordsState {
  return { offered, allowed: false };
}

export function reduceRecognisedWords(state: RecognisedWordsState, input: RecognisedWordsInput): RecognisedWordsStep {
  if (!state.offered || input.allowed === state.allowed) return step(state);
  const next = { ...state, allowed: input.allowed };
  return input.type === 'restored' ? step(next) : step(next, [], [{ type: 'keep', allowed: input.allowed }]);
}
