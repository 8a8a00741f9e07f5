// The owner's view of visits: what visitors did, never who they are or what they typed.
export {
  CONTACT_FAILURES,
  DEMO_MODES,
  ENDED_BY,
  FAILED_STAGES,
  asDirective,
  asReason,
  safeProps,
  type AnalyticsEvent,
  type Reason,
} from './analytics-events';
export { INITIAL_ANALYTICS_STATE, reduceAnalytics, type AnalyticsInput, type AnalyticsState } from './analytics-machine';
export { analyticsEvents, type AnalyticsSources } from './analytics-streams';
export { pageUrl, plausibleBody, sendToPlausible, type PlausibleBody, type PlausibleDeps, type PlausibleTarget } from './plausible';
