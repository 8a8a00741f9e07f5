import {
  EMPTY,
  NEVER,
  Subscription,
  asyncScheduler,
  concat,
  concatMap,
  defer,
  filter,
  ignoreElements,
  map,
  of,
  race,
  switchMap,
  take,
  tap,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { recorded } from '../shared';
import { speechConfig, type SpeechConfig } from '../speech';
import { callRouter, type CallRouter } from './call-router';
import type { ConversationEnd, ConversationEvent, ConversationLine } from './conversation-events';
import { bargeIn, recognisedWordsOfCall, spokenTurnEvents, type RecognisedWordsOfCall } from './visitor-speech';

/** Where the visitor's words take the call while the assistant still asks for the need (see routing.ts). */
export interface ConversationRouter {
  /** How many opening turns ask for the need (the greeting and the question after it). */
  readonly asking: number;
  /** The lines that follow the visitor's words after opening turn `turn` (0-based), or undefined to go on with the script. */
  readonly route: (words: string, turn: number) => readonly ConversationLine[] | undefined;
  /** Every line a route may say. */
  readonly lines: readonly ConversationLine[];
  /** The lines for words of an emergency or someone at risk, at any turn (once a call), or undefined. */
  readonly urgent?: (words: string) => readonly ConversationLine[] | undefined;
}

/** The scripted call: its turns in order, what to say to silence, and how long silence is waited out. */
export interface ConversationScript {
  /**
   * The assistant's turns; the first greets, the last says goodbye and ends the call. A call whose
   * words cannot be read (spoken, with nothing transcribed) follows them to the end.
   */
  readonly turns: readonly ConversationLine[];
  /** Said one after another while the visitor stays silent. */
  readonly prompts: readonly ConversationLine[];
  /** Said when the last prompt went unanswered; then the call ends. */
  readonly closing: ConversationLine;
  /** Silence after the assistant finishes before it prompts, ms. */
  readonly promptAfterMs: number;
  /**
   * Routes by the visitor's words: a routed call goes on with its route's lines instead of `turns`.
   * A function loads it, once, when the visitor first takes a turn (one that cannot load leaves the call on `turns`).
   */
  readonly router?: ConversationRouter | (() => Promise<ConversationRouter>);
  /** What changes in a call held by typing: typing takes longer than talking, and no prompt asks about a microphone. */
  readonly typing?: Pick<ConversationScript, 'prompts' | 'promptAfterMs'>;
}

export interface ConverseDeps {
  /** Says a line; completes when the line has been said. */
  speak: (line: ConversationLine) => Observable<unknown>;
  /** The share (0..1) of the line being said that has played; without it a line cut short keeps its first word. */
  played?: () => number;
  scheduler?: SchedulerLike;
  /** The same threshold-and-quiet config as the assistant's speech detection. */
  speech?: SpeechConfig;
  /** The visitor's typed turns, in order; one typed while the assistant speaks is answered once it has finished. */
  typed$?: Observable<string>;
  /** What the browser recognised of the visitor's speech, a phrase at a time (only where they allowed it). */
  recognisedWords$?: Observable<string>;
  /** How long after a spoken turn ends its last words may still be recognised, ms (default 800). */
  recognisedWordsGraceMs?: number;
}

/** Where a conversation is: the lines it follows, the next one to say, whether words routed it, the typed turns answered. */
export interface ConversationPosition {
  readonly plan: readonly ConversationLine[];
  readonly next: number;
  readonly routed: boolean;
  readonly typedTaken: number;
  /** The urgent route has been taken: it is said once a call. */
  readonly urgent?: true;
}

/**
 * After a visitor's turn: words of an emergency take the urgent route at any turn (once); else a
 * route's lines when their words name where the call should go, else the script goes on.
 */
export function afterVisitorTurn(
  position: ConversationPosition,
  words: string | undefined,
  router: ConversationRouter | undefined,
): ConversationPosition {
  const urgent = words && !position.urgent ? router?.urgent?.(words) : undefined;
  if (urgent) return { ...position, plan: urgent, next: 0, routed: true, urgent: true };
  const turn = position.next - 1;
  if (!words || !router || position.routed || turn >= router.asking) return position;
  const lines = router.route(words, turn);
  return lines ? { ...position, plan: lines, next: 0, routed: true } : position;
}

interface TypedTurn {
  readonly text: string;
  readonly n: number;
}

function connectAll(...sources: readonly { connect(): Subscription }[]): Subscription {
  const connections = new Subscription();
  sources.forEach((source) => connections.add(source.connect()));
  return connections;
}

/** Everything one call's turns draw on, fixed for the call. */
interface Talk {
  readonly script: ConversationScript;
  readonly levels$: Observable<number>;
  readonly inbox$: Observable<TypedTurn>;
  readonly recognisedWords: RecognisedWordsOfCall;
  readonly speak: ConverseDeps['speak'];
  readonly played?: () => number;
  readonly scheduler: SchedulerLike;
  readonly speech: SpeechConfig;
  readonly router: CallRouter<ConversationRouter>;
}

/** The words of a line played before it stopped, in proportion to the time played (the first is out before speech is heard). */
function heardOf(talk: Talk, line: ConversationLine): ConversationEvent {
  const words = line.text.split(' ');
  const heard = words.slice(0, Math.max(1, Math.round(words.length * (talk.played?.() ?? 0)))).join(' ');
  return { type: 'assistant-interrupted', line, heard };
}

/**
 * Says a line, then `then`. One the visitor may talk over (`at` given), as the provider's assistants
 * let them: their sustained speech stops it at once (unsubscribing the voice) and the turn is theirs,
 * from `at`. A goodbye is said whole: the call ends with it.
 */
function say(talk: Talk, line: ConversationLine, then: () => Observable<ConversationEvent>, at?: ConversationPosition) {
  const said$ = concat(defer(() => talk.speak(line)).pipe(ignoreElements()), of(null));
  // The share played is read before the race stops the voice.
  const cut$ = at ? bargeIn(talk).pipe(map(() => heardOf(talk, line))) : NEVER;
  return concat(
    of<ConversationEvent>({ type: 'assistant-turn', line }),
    race(said$, cut$).pipe(switchMap((cut) => (cut && at ? concat(of(cut), listen(talk, at, 0)) : then()))),
  );
}

function end(reason: ConversationEnd): Observable<ConversationEvent> {
  return of({ type: 'conversation-end', reason });
}

/** The assistant says the line it is at, then listens; the last line ends the call. */
function turn(talk: Talk, at: ConversationPosition): Observable<ConversationEvent> {
  const line = at.plan[at.next];
  if (!line) return end('script-complete');
  // The last line says goodbye and ends the call. A line cut short counts as said: the visitor's words
  // answer it or talk past it, and the next line (or their route's) follows; saying it again would
  // repeat what they chose not to hear.
  const next = { ...at, next: at.next + 1 };
  return at.next >= at.plan.length - 1 ? say(talk, line, () => end('script-complete')) : say(talk, line, () => listen(talk, next, 0), next);
}

/** The visitor's turn has ended: the assistant takes the next one, on their route if their words named one. */
function answer(
  talk: Talk,
  event: Extract<ConversationEvent, { type: 'visitor-turn-end' }>,
  at: ConversationPosition,
): Observable<ConversationEvent> {
  // Words only: a turn heard but not transcribed goes on with the script, and need not wait for the router.
  const router$ = event.words ? talk.router.get() : of(undefined);
  return concat(of(event), router$.pipe(switchMap((router) => turn(talk, afterVisitorTurn(at, event.words, router)))));
}

/** Subscribed only while the assistant listens, so it never answers its own voice. */
function spokenTurn(talk: Talk, at: ConversationPosition): Observable<ConversationEvent> {
  return spokenTurnEvents(talk.levels$, talk.recognisedWords, talk.scheduler, talk.speech).pipe(
    concatMap((event) => {
      if (event.type === 'visitor-turn-end') return answer(talk, event, at);
      // The router loads while the visitor speaks, so their turn's end need not wait for it.
      talk.router.prefetch();
      return of(event);
    }),
  );
}

/** The first typed turn not yet answered: one typed while the assistant spoke is answered now. */
function typedTurn(talk: Talk, at: ConversationPosition): Observable<ConversationEvent> {
  return talk.inbox$.pipe(
    filter(({ n }) => n >= at.typedTaken),
    take(1),
    switchMap(({ text, n }) => answer(talk, { type: 'visitor-turn-end', words: text, typed: true }, { ...at, typedTaken: n + 1 })),
  );
}

/** Silence gets the prompts one after another, then the closing line. */
function silence(talk: Talk, at: ConversationPosition, prompted: number): Observable<ConversationEvent> {
  const prompt = talk.script.prompts[prompted];
  return prompt ? say(talk, prompt, () => listen(talk, at, prompted + 1), at) : say(talk, talk.script.closing, () => end('silence'));
}

// Whichever comes first wins: the visitor starting to speak, or a typed turn, cancels the silence timer.
function listen(talk: Talk, at: ConversationPosition, prompted: number): Observable<ConversationEvent> {
  return race(
    typedTurn(talk, at),
    spokenTurn(talk, at),
    timer(talk.script.promptAfterMs, talk.scheduler).pipe(switchMap(() => silence(talk, at, prompted))),
  );
}

/**
 * Turn-taking of the simulated assistant, driven by the visitor's level and typed turns: it says a
 * line, then listens; a visitor who speaks and goes quiet (the speech pipeline's speech-end), or
 * types, gets the next line, or their route's when their words name one (typed, or recognised by
 * the browser during a spoken turn); silence gets the prompts, then a polite close. A visitor who
 * talks over a line (sustained speech, not a loud frame of echo) stops it and has the turn; else
 * turns start only from levels heard while listening; typed turns wait their turn.
 *
 * A timed script, not a machine: each turn races the visitor against the clock and cancels the
 * losers (the speech pipeline runs only while listening), which recursion says directly. Where
 * the call is moves by one pure step, `afterVisitorTurn`; call-conversation.ts reduces the events.
 * The visitor's voice is heard in visitor-speech.ts, and the router loaded in call-router.ts.
 */
export function converse(levels$: Observable<number>, script: ConversationScript, deps: ConverseDeps): Observable<ConversationEvent> {
  const { scheduler = asyncScheduler, speech = speechConfig, typed$ = NEVER } = deps;
  // Every typed turn of the call, numbered and replayed, so one typed while the assistant speaks is not lost.
  const inbox$ = recorded(typed$.pipe(map((text, n): TypedTurn => ({ text, n }))));
  const recognisedWords = recognisedWordsOfCall(deps.recognisedWords$, scheduler, deps.recognisedWordsGraceMs);
  const router = callRouter(script.router);
  const talk: Talk = { script, levels$, inbox$, recognisedWords, speak: deps.speak, played: deps.played, scheduler, speech, router };

  const start: ConversationPosition = { plan: script.turns, next: 0, routed: false, typedTaken: 0 };
  return script.turns.length === 0
    ? EMPTY
    : defer(() => {
        const connections = connectAll(inbox$, recognisedWords);
        return turn(talk, start).pipe(tap({ finalize: () => connections.unsubscribe() }));
      });
}
