export { DEMO_CONFIG } from './demo-config';
export type { DemoStatus, MicrophoneProblem, QuotaScope } from './demo-machine';
export { UNCOUNTED_DEMO_VIEW, type DemoView, type UncountedDemoView } from './demo-seams';
export { createDemoCall, type DemoCall } from './demo-call';
export { createAttemptStore } from './attempt-store';
export { createUnavailableRecord } from './unavailable-record';
export { withChurch } from './with-church';
