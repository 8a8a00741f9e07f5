import type { SchedulerLike } from 'rxjs';
import type { StageRunner } from '../telemetry';
import type { CallConfig } from './call-config';
import type { CallEvent } from './call-events';
import type { CallObject, CallObjectFactory } from './call-object';
import type { CallObjectPreferences } from './safe-call-options';
import type { Logger, Session } from './session';
import type { CreateWebCall } from './web-call';

/** What the start sequence needs for one session. */
export interface StartDeps {
  readonly run: StageRunner;
  readonly session: Session;
  readonly scheduler: SchedulerLike;
  readonly config: CallConfig;
  readonly factory: CallObjectFactory;
  readonly createWebCall: CreateWebCall;
  readonly isMobile: () => boolean;
  readonly preferences: CallObjectPreferences;
  readonly log: Logger;
  readonly emit: (event: CallEvent) => void;
  /** Attaches the call-object reactions (listeners) to the session. */
  readonly attach: (call: CallObject) => void;
}
