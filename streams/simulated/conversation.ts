import { EMPTY, asyncScheduler, concat, defer, ignoreElements, map, of, race, switchMap, take, timer, type Observable, type SchedulerLike } from 'rxjs';
import { detectSpeech, speechConfig, type SpeechConfig } from '../speech';
import type { CallBooking, CallRouting } from '../call';
import type { SimulatedClip } from './simulated-voice';

/** What a line settles once said: the routing, the booking, or both. */
export interface CallCapture {
  readonly routing?: CallRouting;
  readonly booking?: CallBooking;
}

export interface ConversationLine {
  readonly clip: SimulatedClip;
  readonly text: string;
  readonly captures?: CallCapture;
}

/** The scripted call: its turns in order, what to say to silence, and how long silence is waited out. */
export interface ConversationScript {
  /** The assistant's turns; the first greets, the last says goodbye and ends the call. */
  readonly turns: readonly ConversationLine[];
  /** Said one after another while the visitor stays silent. */
  readonly prompts: readonly ConversationLine[];
  /** Said when the last prompt went unanswered; then the call ends. */
  readonly closing: ConversationLine;
  /** Silence after the assistant finishes before it prompts, ms. */
  readonly promptAfterMs: number;
}

export type ConversationEnd = 'script-complete' | 'silence';

export type ConversationEvent =
  | { readonly type: 'assistant-turn'; readonly line: ConversationLine }
  | { readonly type: 'visitor-turn-start' }
  | { readonly type: 'visitor-turn-end' }
  | { readonly type: 'conversation-end'; readonly reason: ConversationEnd };

export interface ConverseDeps {
  /** Says a line; completes when the line has been said. */
  speak: (line: ConversationLine) => Observable<unknown>;
  scheduler?: SchedulerLike;
  /** The same threshold-and-quiet config as the assistant's speech detection. */
  speech?: SpeechConfig;
}

/**
 * Turn-taking of the simulated assistant, driven by the visitor's level: it says a line,
 * then listens; a visitor who speaks and goes quiet (the speech pipeline's speech-end)
 * gets the next line; silence gets the prompts, then a polite close. Only levels heard
 * while listening count, so the assistant never answers its own voice.
 */
export function converse(levels$: Observable<number>, script: ConversationScript, deps: ConverseDeps): Observable<ConversationEvent> {
  const { scheduler = asyncScheduler, speech = speechConfig } = deps;
  const lastTurn = script.turns.length - 1;

  const say = (line: ConversationLine): Observable<ConversationEvent> =>
    concat(of<ConversationEvent>({ type: 'assistant-turn', line }), defer(() => deps.speak(line)).pipe(ignoreElements()));

  const end = (reason: ConversationEnd): Observable<ConversationEvent> => of({ type: 'conversation-end', reason });

  const turn = (index: number): Observable<ConversationEvent> => {
    const line = script.turns[index];
    if (!line) return end('script-complete');
    return concat(say(line), index >= lastTurn ? end('script-complete') : defer(() => listen(index + 1, 0)));
  };

  const visitorTurn = (): Observable<ConversationEvent> =>
    detectSpeech(levels$, { scheduler, config: speech }).pipe(
      take(2),
      map((event): ConversationEvent => ({ type: event.type === 'speech-start' ? 'visitor-turn-start' : 'visitor-turn-end' })),
    );

  const silence = (next: number, prompted: number): Observable<ConversationEvent> => {
    const prompt = script.prompts[prompted];
    if (prompt) return concat(say(prompt), defer(() => listen(next, prompted + 1)));
    return concat(say(script.closing), end('silence'));
  };

  // Whichever comes first wins: the visitor starting to speak cancels the silence timer.
  const listen = (next: number, prompted: number): Observable<ConversationEvent> =>
    race(
      concat(visitorTurn(), defer(() => turn(next))),
      timer(script.promptAfterMs, scheduler).pipe(switchMap(() => silence(next, prompted))),
    );

  return script.turns.length === 0 ? EMPTY : defer(() => turn(0));
}
