import { sendFailedNotification, type ContactPayload, type SendOutcome } from '../contact';
import { step, type Step, type ToastMessage } from '../shared';

// What the visitor thought of the demo, pure: 1–5 stars under a call's summary, and an optional
// comment sent to the contact endpoint only at their press. The question is asked once a visit:
// after stars or a dismissal, a later call's summary does not ask again.

export const STARS = [1, 2, 3, 4, 5] as const;
export type Stars = (typeof STARS)[number];

/** Who a comment is from: the visitor stays anonymous (the endpoint needs a name). */
export const FEEDBACK_SENDER = 'Demo visitor';

export function feedbackSubject(stars: Stars): string {
  return `Demo feedback: ${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

/** A comment as a contact message: the stars in its subject; nothing of the call or the visitor. */
export function feedbackPayload(stars: Stars, comment: string): ContactPayload {
  return { name: FEEDBACK_SENDER, email: '', church: '', phone: '', message: comment.trim(), subject: feedbackSubject(stars) };
}

export type RatingInput =
  /** Whether this visit answered already (sessionStorage), read as the streams start. */
  | { readonly type: 'restored'; readonly answered: boolean }
  /** A call ended and its summary is shown. */
  | { readonly type: 'summary-shown' }
  | { readonly type: 'stars-chosen'; readonly stars: Stars }
  | { readonly type: 'dismissed' }
  | { readonly type: 'comment-edited'; readonly comment: string }
  | { readonly type: 'send-pressed' }
  | { readonly type: 'send-settled'; readonly outcome: SendOutcome };

export type RatingEffect = { readonly type: 'remember' } | { readonly type: 'send'; readonly payload: ContactPayload };

/** The failure toast, or the stars chosen (for the analytics). */
export type RatingNote = ToastMessage | { readonly stars: Stars };

export interface RatingState {
  /** Answered in this visit (stars or a dismissal). */
  readonly answered: boolean;
  /** Summaries shown since the page opened, and the one the visitor answered under (null: none in this page). */
  readonly summaries: number;
  readonly answeredOn: number | null;
  readonly dismissed: boolean;
  readonly stars: Stars | null;
  readonly comment: string;
  readonly status: 'idle' | 'sending';
  /** How the last Send went; cleared by the next summary. */
  readonly result: 'sent' | 'failed' | null;
}

export const INITIAL_RATING_STATE: RatingState = {
  answered: false,
  summaries: 0,
  answeredOn: null,
  dismissed: false,
  stars: null,
  comment: '',
  status: 'idle',
  result: null,
};

export type RatingStep = Step<RatingState, RatingNote, RatingEffect>;

export interface RatingDeps {
  readonly contactEmail: string;
  readonly commentMaxLength: number;
}

export function reduceRating(state: RatingState, input: RatingInput, deps: RatingDeps): RatingStep {
  switch (input.type) {
    case 'restored':
      return step({ ...state, answered: state.answered || input.answered });
    case 'summary-shown':
      return step({ ...state, summaries: state.summaries + 1, result: null });
    case 'stars-chosen':
      return step(answer({ ...state, stars: input.stars }), [{ stars: input.stars }], state.answered ? [] : [{ type: 'remember' }]);
    case 'dismissed':
      return step(answer({ ...state, dismissed: true }), [], state.answered ? [] : [{ type: 'remember' }]);
    case 'comment-edited':
      return step({ ...state, comment: input.comment.slice(0, deps.commentMaxLength) });
    case 'send-pressed':
      return pressSend(state);
    case 'send-settled':
      if (state.status !== 'sending') return step(state);
      if (input.outcome.kind === 'sent') return step({ ...state, status: 'idle', comment: '', result: 'sent' });
      return step({ ...state, status: 'idle', result: 'failed' }, [sendFailedNotification(deps.contactEmail)]);
  }
}

function answer(state: RatingState): RatingState {
  return { ...state, answered: true, answeredOn: state.answeredOn ?? state.summaries };
}

/** Sends the comment with the stars; nothing without both, nor while one is on its way. Failure keeps the comment. */
function pressSend(state: RatingState): RatingStep {
  if (state.status === 'sending' || state.stars === null || state.comment.trim() === '') return step(state);
  return step({ ...state, status: 'sending', result: null }, [], [{ type: 'send', payload: feedbackPayload(state.stars, state.comment) }]);
}

/** What the summary card shows of it. */
export interface RatingView {
  /** Asked under this summary: not answered in this visit, answered under this very summary, or a comment still unsent. */
  readonly shown: boolean;
  readonly stars: Stars | null;
  readonly comment: string;
  readonly sending: boolean;
  readonly result: 'sent' | 'failed' | null;
}

export function toRatingView(state: RatingState): RatingView {
  const unsent = state.stars !== null && state.comment.trim() !== '';
  const shown = state.summaries > 0 && !state.dismissed && (!state.answered || state.answeredOn === state.summaries || unsent);
  return { shown, stars: state.stars, comment: state.comment, sending: state.status === 'sending', result: state.result };
}

export function sameRatingView(a: RatingView, b: RatingView): boolean {
  return a.shown === b.shown && a.stars === b.stars && a.comment === b.comment && a.sending === b.sending && a.result === b.result;
}
