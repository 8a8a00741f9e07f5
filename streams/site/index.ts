export { createSiteStreams, type SiteStreams } from './site-streams';
export { browserRecognisedWords, browserSiteDeps, prerenderSiteDeps } from './environments';
export { pageViolation$ } from './page-violations';
