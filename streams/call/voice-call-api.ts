import type { Observable } from 'rxjs';
import type { SpeechEvent } from '../speech';
import type { TelemetryEvent } from '../telemetry';
import type { AppMessage } from './app-message';
import type { CallEvent } from './call-events';
import type { ClientMessage } from './client-message';
import type { Caption } from './live-view';
import type { StartParams, WebCall } from './web-call';

export interface VoiceCall {
  readonly events$: Observable<CallEvent>;
  readonly volume$: Observable<number>;
  readonly speech$: Observable<SpeechEvent>;
  readonly messages$: Observable<AppMessage>;
  readonly telemetry$: Observable<TelemetryEvent>;
  /** The assistant's latest words, for live captions. */
  readonly caption$: Observable<Caption | null>;
  readonly speaking$: Observable<boolean>;
  /** The visitor's microphone is muted: what the call object says, not what was last asked. */
  readonly muted$: Observable<boolean>;
  /** Starts a call; resolves with the web call, or null if it did not start (see events$). Never rejects. */
  start(params: StartParams): Promise<WebCall | null>;
  /** Leaves (or abandons a start): call-end, status-update ended once, clean up. */
  stop(): void;
  say(message: string, endCallAfterSpoken?: boolean, interruptionsEnabled?: boolean, interruptAssistantEnabled?: boolean): void;
  send(message: ClientMessage): void;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  /** Fetches the call library early (hover/focus of the demo button). Never rejects. */
  preload(): Promise<void>;
}

