export { DEMO_CONFIG, type DemoConfig } from './demo-config';
export { DEMO_MESSAGES, callErrorNotification } from './demo-messages';
export {
  INITIAL_DEMO_STATE,
  NO_QUOTA,
  reduceDemo,
  type DemoEffect,
  type DemoQuota,
  type DemoState,
  type DemoStatus,
  type DemoStep,
  type MicrophoneProblem,
  type QuotaScope,
} from './demo-machine';
export { toDemoInput, type DemoInput } from './demo-input';
export { UNCOUNTED_DEMO_VIEW, toDemoView, type DemoView, type UncountedDemoView } from './demo-view';
export type { ToastMessage } from '../shared';
export { createDemoCall, type DemoCall, type DemoCallClient, type DemoCallDeps } from './demo-call';
export { createAttemptStore, type AttemptStore, type AttemptStoreDeps } from './attempt-store';
export { createUnavailableRecord, type UnavailableRecord, type UnavailableRecordDeps } from './unavailable-record';
export { parseAttemptRecord, attemptsUsedOn, type AttemptRecord } from './attempt-record';
export { toLocalDay, msUntilNextLocalDay } from './attempt-store';
export { everyLocalMidnight } from './attempt-store';
export { createSafeStorage, tryGetStorage, type SafeStorage } from '../shared';
