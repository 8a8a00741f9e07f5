// What the visitor thought of the demo: stars to the analytics, a comment to the contact endpoint.
export { FEEDBACK_CONFIG, type FeedbackConfig } from './feedback-config';
export {
  FEEDBACK_SENDER,
  INITIAL_RATING_STATE,
  STARS,
  feedbackPayload,
  feedbackSubject,
  reduceRating,
  toRatingView,
  type RatingInput,
  type RatingState,
  type RatingView,
  type Stars,
} from './rating-machine';
export { createDemoRating, type DemoRating, type DemoRatingDeps } from './rating-streams';
