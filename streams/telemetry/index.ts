export { startStages, type StartStage } from './start-stage';
export {
  isQuotaScope,
  isTelemetryEvent,
  type CallStartFailedEvent,
  type CallStartProgressEvent,
  type CallStartSuccessEvent,
  type QuotaScope,
  type StartContext,
  type TelemetryEvent,
} from './telemetry-events';
export { StageFailure, errorMessage, errorStack } from './stage-failure';
export { createStageRunner, isoAt, isoTime, type StageOptions, type StageRunner } from './stage-runner';
