export { DEMO_CONFIG, type DemoConfig } from './demo-config';
export {
  DEMO_MESSAGES,
  INITIAL_DEMO_STATE,
  UNCOUNTED_DEMO_VIEW,
  callErrorNotification,
  reduceDemo,
  toDemoInput,
  toDemoView,
  type CallEventLike,
  type DemoEffect,
  type DemoInput,
  type DemoRules,
  type DemoState,
  type DemoStatus,
  type DemoStep,
  type DemoView,
  type MicrophoneProblem,
  type QuotaScope,
  type EndpointDemoInput,
  type UncountedDemoView,
} from './demo-machine';
export type { ToastMessage } from '../shared';
export {
  ENDPOINT_DEMO_RULES,
  ENDPOINT_MESSAGES,
  reduceEndpointDemo,
  toEndpointDemoInput,
  toEndpointDemoView,
} from './demo-endpoint-answers';
export { createDemoCall, type DemoCall, type DemoCallClient, type DemoCallDeps } from './demo-call';
export { createAttemptStore, type AttemptStore, type AttemptStoreDeps } from './attempt-store';
export { createUnavailableRecord, type UnavailableRecord, type UnavailableRecordDeps } from './unavailable-record';
export { parseAttemptRecord, attemptsUsedOn, type AttemptRecord } from './attempt-record';
export { toLocalDay, msUntilNextLocalDay } from './attempt-store';
export { everyLocalMidnight } from './attempt-store';
export { createSafeStorage, tryGetStorage, type SafeStorage } from '../shared';
