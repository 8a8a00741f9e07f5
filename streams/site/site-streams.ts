import { EMPTY, Subject, defer, map, merge, switchMap, type Observable, type SchedulerLike } from 'rxjs';
// Types only: the call client and the sound check are chunks of their own, loaded on first use.
import type { CallSummary, VoiceCall } from '../call';
import type * as DevicesModule from '../devices';
// Types only: the analytics code is a chunk of its own, loaded only where the site counts visits.
import type { PlausibleDeps } from '../analytics';
import { createContactSender, createContactStreams, type ContactPrefill, type ContactStreams, type FetchLike } from '../contact';
import { lazyChunk, runMachine, type LazyChunk } from '../shared';
import type { Samples } from '../samples';
import { createAttemptStore, createDemoCall, createUnavailableRecord, type DemoCall } from '../demo';
import { lazyChurchName, type LazyChurchName } from './lazy-church-name';
import { NO_RECOGNISED_WORDS, type RecognisedWords } from '../speech';
import { createToastList, type ToastList } from '../toasts';
import { NO_SUMMARY, reduceCarry, type CarryInput, type CarryState } from './carry-call';
import { lazyDevices, type SiteDevices } from './lazy-devices';
import { lazyRating, type SiteRating } from './lazy-rating';

// The composition root: every stream of one visit, built from its dependencies. The browser
// entry, the prerender and the tests all build the site here, each with its own dependencies
// (see environments.ts for the first two).

/** Every stream of one visit, built once and handed to React. */
export interface SiteStreams {
  readonly voiceCall: VoiceCall;
  readonly demo: DemoCall;
  readonly contact: ContactStreams;
  /** Every toast of the demo ("call") and the contact form ("contact"), in one list. */
  readonly toasts: ToastList;
  /** The visitor's microphone and speaker, and the sound check (loaded when first opened). */
  readonly devices: SiteDevices;
  /** What the visitor thought of the demo, asked under a call's summary (loaded with it). */
  readonly rating: SiteRating;
  /** No provider key: the simulated assistant and contact endpoint answer. */
  readonly simulated: boolean;
  /** The sample calls' player, loaded with "Listen to a sample call": no microphone, no attempt; the visitor's own call closes it. */
  readonly samples: LazyChunk<Samples>;
  /** "Your church's name", kept for the visit: the demo's notes, summary and office messages name it (its store loads on first use). */
  readonly churchName: LazyChurchName;
  /** Whether the browser transcribes what the visitor says to the simulated assistant (offered where it can, off until allowed). */
  readonly recognisedWords: RecognisedWords;
  /**
   * The summary card's action: the last call's summary, in the page's words (`note`), goes into
   * the contact form's message, and `church`, the church the card names (the call's, else the visitor's), for the visitor to edit.
   * Nothing is sent until they press Send Message. Ignored when no call has ended.
   */
  carryCallToContact(note: string, church: string | null): void;
  /**
   * The visit's analytics events, sent while subscribed (the browser entry subscribes once); empty
   * where the site counts nothing. Never errors: a failing analytics host changes nothing.
   */
  readonly analytics$: Observable<never>;
}

/** Where and how the page counts visits (Plausible's Events API); see streams/analytics. */
export interface SiteAnalytics extends Omit<PlausibleDeps, 'url'> {
  /** The page's address; sent without its query or fragment. */
  readonly location: Pick<Location, 'origin' | 'pathname'>;
  /** The effective directive of each Content-Security-Policy violation of the page. */
  readonly cspViolations$: Observable<string>;
}

export interface SiteDeps {
  /** The voice-call client (in the browser, loaded on first use). */
  readonly voiceCall: VoiceCall;
  /** The assistant the demo starts: the configured id, or the simulated one. */
  readonly assistant: string;
  readonly simulated: boolean;
  readonly scheduler: SchedulerLike;
  /** `localStorage` (the daily attempts) and `sessionStorage` (the contact draft), where there are any. */
  readonly storage: { readonly local: Storage | undefined; readonly session: Storage | undefined };
  /**
   * The contact form's fetch and endpoint, the address its failure toast names, and the reply time its sent toast
   * promises (the build's VITE_REPLY_WITHIN, null: none; by default the spec's 24 hours).
   */
  readonly contact: {
    readonly fetch: FetchLike;
    readonly endpoint: string;
    readonly email: string;
    readonly replyWithin?: string | null;
  };
  /** When to save the contact draft at once (the page is being hidden). */
  readonly pageHide$?: Observable<unknown>;
  /** The media devices for the sound check, from its module once loaded (the browser's: `browserMedia`); none by default. */
  readonly media?: (devices: typeof DevicesModule) => DevicesModule.MediaPort;
  /** The visitor's recognised words for the simulated assistant, and their choice of them (default: not offered). */
  readonly recognisedWords?: RecognisedWords;
  /** Where visits are counted, if anywhere (`VITE_PLAUSIBLE_DOMAIN`); by default nowhere. */
  readonly analytics?: SiteAnalytics;
}

const NO_MEDIA = (): DevicesModule.MediaPort => {
  throw new Error('No media devices here.');
};

/** The visitor's presses of the summary card's action as prefills: none before a call ends, nor once the next connects. */
function callPrefills(presses$: Observable<CarryInput>, summary$: Observable<CallSummary | null>): Observable<ContactPrefill> {
  return runMachine<CarryState, CarryInput, ContactPrefill, never>({
    initial: NO_SUMMARY,
    reduce: reduceCarry,
    inputs: merge(summary$.pipe(map((summary): CarryInput => ({ type: 'summary-shown', summary }))), presses$),
    lifetime: 'subscribed',
    perform: () => EMPTY,
  }).events$;
}

/**
 * A call held by typing joins with the microphone off, so the library never asks for it (daily-js's
 * `startAudioOff`; the simulated call object opens no microphone then). Not `audioSource: false`:
 * the client replaces that with `true` (the Chrome 140+ guard).
 */
const TYPED_CALL = { startAudioOff: true } as const;

/**
 * The demo over the voice-call client: it starts the site's assistant, counts the day's attempts in
 * `localStorage`, and keeps a refusal of the demo for the visit in `sessionStorage`.
 */
/** The demo over the visit's client: each start takes the church's name and the microphone as they are at the press. */
function siteDemo(deps: SiteDeps, churchName: LazyChurchName, microphone: () => string | null): DemoCall {
  const { voiceCall, scheduler } = deps;
  return createDemoCall({
    scheduler,
    call: {
      signals$: voiceCall.signals$,
      start: (options) =>
        voiceCall.start({
          assistant: deps.assistant,
          ...churchName.callParams(),
          microphone: microphone(),
          ...(options?.typing ? { callObject: TYPED_CALL } : {}),
        }),
      stop: () => voiceCall.stop(),
      sendText: (words) => voiceCall.sendText(words),
      resumeAudio: () => voiceCall.resumeAudio(),
    },
    attempts: createAttemptStore({ storage: deps.storage.local, scheduler }),
    unavailable: createUnavailableRecord({ storage: deps.storage.session }),
  });
}

/** The sound check, loaded when first opened: it closes when a call starts, and the visitor's choices go to the call client. */
function siteDevices(deps: SiteDeps, demo: DemoCall): SiteDevices {
  return lazyDevices(() =>
    import('../devices').then((module) =>
      module.createDeviceStreams({
        media: (deps.media ?? NO_MEDIA)(module),
        scheduler: deps.scheduler,
        callActive$: demo.state$.pipe(map((view) => view.status !== 'idle')),
        call: deps.voiceCall,
      }),
    ),
  );
}

/** The rating of the demo, loaded with the first summary: a comment goes the contact form's way, with its failure toast. */
function siteRating(deps: SiteDeps): SiteRating {
  const { fetch, endpoint, email } = deps.contact;
  return lazyRating(() =>
    import('../feedback').then((module) =>
      module.createDemoRating({
        summaries$: deps.voiceCall.summary$,
        send: createContactSender({ fetch, endpoint, scheduler: deps.scheduler }),
        contactEmail: email,
        storage: deps.storage.session,
        scheduler: deps.scheduler,
        flush$: deps.pageHide$ ?? EMPTY,
      }),
    ),
  );
}

/** The visit's events from the site's own streams, sent to Plausible; the code loads only when counting is on. */
function siteAnalytics(
  deps: SiteDeps,
  demo: DemoCall,
  contact: ContactStreams,
  devices: SiteDevices,
  rating: SiteRating,
  samples: LazyChunk<Samples>,
): Observable<never> {
  const { analytics } = deps;
  if (!analytics) return EMPTY;
  return defer(() => import('../analytics')).pipe(
    switchMap((module) =>
      module.sendToPlausible(
        module.analyticsEvents({
          demo$: demo.state$,
          callSignals$: deps.voiceCall.signals$,
          soundCheck$: devices.view$.pipe(map((view) => view?.check.phase ?? null)),
          contactOutcomes$: contact.outcomes$,
          ratings$: rating.ratings$,
          samples$: samples.loaded$.pipe(switchMap((player) => player.started$)),
          cspViolations$: analytics.cspViolations$,
          scheduler: deps.scheduler,
        }),
        { ...analytics, url: () => module.pageUrl(analytics.location) },
      ),
    ),
  );
}

export function createSiteStreams(deps: SiteDeps): SiteStreams {
  const { voiceCall, scheduler } = deps;
  const churchName = lazyChurchName(deps.storage.session);
  // The devices hold the visitor's microphone; they load with the sound check, and until then it is the default.
  const demo = siteDemo(deps, churchName, () => devices.loaded()?.chosenMicrophone() ?? null);
  const samples = lazyChunk(() => import('../samples').then((module) => module.createSamples(demo.state$)));
  const presses = new Subject<CarryInput>();
  const contact = createContactStreams({
    fetch: deps.contact.fetch,
    endpoint: deps.contact.endpoint,
    contactEmail: deps.contact.email,
    replyWithin: deps.contact.replyWithin,
    storage: deps.storage.session,
    scheduler,
    // A reload right after typing keeps the last keystrokes too.
    flush$: deps.pageHide$ ?? EMPTY,
    prefill$: callPrefills(presses, voiceCall.summary$),
  });
  const rating = siteRating(deps);
  // A comment that was not sent says so as the contact form does, in the form's place.
  const toasts = createToastList({ call: demo.toasts$, contact: merge(contact.toasts$, rating.toasts$) });
  const devices = siteDevices(deps, demo);
  const recognisedWords = (deps.simulated ? deps.recognisedWords : undefined) ?? NO_RECOGNISED_WORDS;
  return {
    voiceCall,
    demo,
    contact,
    toasts,
    devices,
    rating,
    simulated: deps.simulated,
    recognisedWords,
    churchName,
    samples,
    analytics$: siteAnalytics(deps, demo, contact, devices, rating, samples),
    carryCallToContact: (note, church) => presses.next({ type: 'carry-pressed', note, church }),
  };
}
