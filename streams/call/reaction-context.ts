import type { SchedulerLike } from 'rxjs';
import type { SpeechConfig } from '../speech';
import type { EndedReason } from './app-message';
import type { AudioOutput } from './audio-output';
import type { CallConfig } from './call-config';
import type { CallObject } from './call-object';
import type { CallObjectStreams } from './call-object-streams';
import type { Logger, Session } from './session';

/** What the call-object reactions read and act on. */
export interface ReactionContext {
  readonly call: CallObject;
  readonly session: Session;
  readonly streams: CallObjectStreams;
  readonly scheduler: SchedulerLike;
  readonly config: CallConfig;
  readonly speech: SpeechConfig;
  readonly output: AudioOutput;
  readonly log: Logger;
  /** Runs the leave sequence and cleans the session up; the visitor left unless told otherwise. */
  readonly end: (reason?: EndedReason) => void;
}
