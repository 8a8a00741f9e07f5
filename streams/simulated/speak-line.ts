import { EMPTY, catchError, concat, defer, finalize, ignoreElements, tap, type Observable } from 'rxjs';
import type { TranscriptMessage } from '../call';
import type { SimulatedClip, SimulatedVoice } from './simulated-voice';

export interface SpeakHooks {
  /** Sends an app message from the assistant. */
  send: (data: string) => void;
  /** The assistant's current audio level. */
  level: (level: number) => void;
}

function transcript(transcriptType: TranscriptMessage['transcriptType'], text: string): string {
  const message: TranscriptMessage = { type: 'transcript', role: 'assistant', transcriptType, transcript: text };
  return JSON.stringify(message);
}

/**
 * The assistant says one line: a partial transcript, the clip's real audio (levels from
 * the audio itself), then the final transcript. A voice that fails only loses the sound.
 */
export function speakLine(voice: SimulatedVoice, clip: SimulatedClip, text: string, hooks: SpeakHooks): Observable<never> {
  const words = text.split(' ');
  const partial = words.slice(0, Math.ceil(words.length / 2)).join(' ');
  const audio$ = voice.speak(clip).pipe(
    tap((level) => hooks.level(level)),
    catchError(() => EMPTY),
    finalize(() => hooks.level(0)),
    ignoreElements(),
  );
  return concat(
    defer(() => (hooks.send(transcript('partial', partial)), EMPTY)),
    audio$,
    defer(() => (hooks.send(transcript('final', text)), EMPTY)),
  );
}
