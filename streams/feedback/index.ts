// What the visitor thought of the demo: stars to the analytics, a comment to the contact endpoint.
export { FEEDBACK_CONFIG } from './feedback-config';
export { STARS, type RatingView, type Stars } from './rating-machine';
export { createDemoRating, type DemoRating } from './rating-streams';
