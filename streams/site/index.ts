export { createSiteStreams, type CallNote, type SiteDeps, type SiteStreams } from './site-streams';
export { browserSiteDeps, prerenderSiteDeps, type SiteStreamsConfig } from './environments';
export { lazyVoiceCall } from './lazy-voice-call';
export { lazyDevices, type SiteDevices } from './lazy-devices';
