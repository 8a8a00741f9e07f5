// The owner's view of visits: what visitors did, never who they are or what they typed.
export { analyticsEvents } from './analytics-streams';
export { pageUrl, sendToPlausible, type PlausibleDeps } from './plausible';
