export { DEMO_CONFIG } from './demo-config';
export {
  UNCOUNTED_DEMO_VIEW,
  type DemoStatus,
  type DemoView,
  type MicrophoneProblem,
  type QuotaScope,
  type UncountedDemoView,
} from './demo-state';
export { createDemoCall, type DemoCall } from './demo-call';
export { createAttemptStore } from './attempt-store';
export { createUnavailableRecord } from './unavailable-record';
export { withChurch } from './with-church';
