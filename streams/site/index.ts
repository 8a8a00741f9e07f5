export { createSiteStreams, type SiteAnalytics, type SiteDeps, type SiteStreams } from './site-streams';
export { NO_SUMMARY, reduceCarry, type CarryInput, type CarryState } from './carry-call';
export { browserRecognisedWords, browserSiteDeps, prerenderSiteDeps, type SiteStreamsConfig } from './environments';
export { lazyVoiceCall } from './lazy-voice-call';
export { pageViolation$ } from './page-violations';
export { lazyDevices, type SiteDevices } from './lazy-devices';
export { lazyRating, type SiteRating } from './lazy-rating';
