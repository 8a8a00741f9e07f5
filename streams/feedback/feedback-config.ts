import { STORAGE_KEYS } from '../shared';

/** Tuning numbers and names of the demo's rating, in one place. */
export interface FeedbackConfig {
  /** The comment's longest length, in characters. */
  readonly commentMaxLength: number;
  /** Quiet time after the last change of stars before the rating is counted (arrow keys pass through the others). */
  readonly settleMs: number;
  /** sessionStorage key of "answered in this visit". */
  readonly storageKey: string;
}

export const FEEDBACK_CONFIG: FeedbackConfig = {
  commentMaxLength: 500,
  settleMs: 1_500,
  storageKey: STORAGE_KEYS.demoRating.key,
};
