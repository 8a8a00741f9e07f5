// A visitor's call, step by step, the same in every browser: each browser's adapter (chromium.ts,
// firefox.ts) gives a SmokePage and passes on what it sees on the network; the steps fill a report.
import type { PageState } from './page-probe';
import { emptyReport, type Report, type StepName, type StepStatus } from './report';

/** The speech pipeline's threshold, on the scaled level the page's volume meter shows (spec section 9). */
export const SPEECH_THRESHOLD = 0.01;
/** How far the assistant's `<audio>` element must play for its audio to count as played. */
const PLAYED_SECONDS = 1;

/** The page, as each browser's adapter drives it. */
export interface SmokePage {
  goto(path: string): Promise<void>;
  /** A real click on the button with this text; false when there is none. */
  click(name: string): Promise<boolean>;
  read(): Promise<PageState>;
}

export interface CallOptions {
  readonly joinTimeoutMs: number;
  /** Let the assistant end the call (never press End Call), waiting this long for it. */
  readonly waitForHangupMs: number | null;
}

/** A response as both Playwright and Puppeteer give it. */
export interface SeenResponse {
  url(): string;
  status(): number;
  text(): Promise<string>;
  request(): { method(): string };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isCallMachine = (url: string) => /\/call-machine-object-bundle\.js/.test(url);

/** One call's report, filled by the steps and by what the browser's adapter sees. */
export class CallRecorder {
  readonly report: Report = emptyReport();
  readonly errors: string[] = [];

  /** An edge build's demo-call endpoint (origin and path, as the browser writes them), which creates the web call in its place. */
  private readonly callUrl: string | null;

  constructor(callUrl: string | null = null) {
    const url = callUrl === null ? null : new URL(callUrl);
    this.callUrl = url ? `${url.origin}${url.pathname}` : null;
  }

  private isWebCall(url: string): boolean {
    const { origin, pathname } = new URL(url);
    return pathname.endsWith('/call/web') || `${origin}${pathname}` === this.callUrl;
  }

  set(step: StepName, status: StepStatus, detail: string): void {
    this.report[step] = { name: step, status, detail };
  }

  response(response: SeenResponse): void {
    const status = response.status();
    const ok = status >= 200 && status < 300;
    if (response.request().method() === 'POST' && this.isWebCall(response.url())) {
      void response.text().then(
        (body) =>
          this.set(
            'web call created',
            ok ? 'ok' : 'failed',
            `${status} ${ok ? (/"(?:id|callId)":"([^"]+)"/.exec(body)?.[1] ?? '') : body.slice(0, 160)}`,
          ),
        () => this.set('web call created', ok ? 'ok' : 'failed', `${status}`),
      );
    }
    if (isCallMachine(response.url())) this.set('call machine loaded', ok ? 'ok' : 'failed', `${status} ${response.url()}`);
  }

  requestFailed(url: string, why: string): void {
    if (this.isWebCall(url)) this.set('web call created', 'failed', `${why}: ${url}`);
    if (isCallMachine(url)) this.set('call machine loaded', 'failed', `${why}: ${url}`);
  }

  pageError(message: string): void {
    this.errors.push(message);
  }

  /** The last two rows, from what was seen in the whole run. */
  finish(state: PageState | null): void {
    const violations = [...new Set(state?.violations ?? [])];
    this.set('CSP violations', violations.length === 0 ? 'ok' : 'failed', violations.length === 0 ? 'none' : violations.join('; '));
    this.set('page errors', this.errors.length === 0 ? 'ok' : 'failed', this.errors.length === 0 ? 'none' : this.errors.join('; '));
  }
}

/** Reads the page until `done` says what it sees, or the time is up (undefined). */
async function until<T>(page: SmokePage, timeoutMs: number, done: (state: PageState) => T | undefined): Promise<T | undefined> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const seen = done(await page.read());
    if (seen !== undefined || Date.now() >= end) return seen;
    await sleep(100);
  }
}

const toast = (state: PageState, title: string) => state.toasts.find((text) => text.startsWith(title));

/** Presses Start Demo Call; true once connected. */
async function join(page: SmokePage, recorder: CallRecorder, options: CallOptions): Promise<boolean> {
  await page.goto('/');
  if (!(await page.click('Start Demo Call'))) throw new Error('the page has no Start Demo Call button');
  const pressed = Date.now();
  const outcome = await until(page, options.joinTimeoutMs, (state) =>
    state.connected ? 'joined' : toast(state, 'Call Failed') ? 'failed' : undefined,
  );
  const after = seconds(Date.now() - pressed);
  if (outcome === 'joined') recorder.set('joined', 'ok', `after ${after}`);
  else
    recorder.set(
      'joined',
      'failed',
      outcome === 'failed' ? `"Call Failed" after ${after}` : `not connected within ${seconds(options.joinTimeoutMs)}`,
    );
  return outcome === 'joined';
}

/** The assistant's level on the volume meter rises above the speech threshold. */
async function heard(page: SmokePage, recorder: CallRecorder, joinedAt: number): Promise<void> {
  const level = await until(page, 20_000, (state) => (state.volume !== null && state.volume > SPEECH_THRESHOLD ? state.volume : undefined));
  recorder.set(
    'first assistant audio',
    level === undefined ? 'failed' : 'ok',
    level === undefined
      ? `nothing above ${SPEECH_THRESHOLD} within 20 s`
      : `level ${level.toFixed(2)} after ${seconds(Date.now() - joinedAt)}`,
  );
}

/** The assistant's `<audio>` element plays: its currentTime moves on by PLAYED_SECONDS. */
async function played(page: SmokePage, recorder: CallRecorder): Promise<void> {
  const first = await until(page, 10_000, (state) => (state.audio && !state.audio.paused ? state.audio.currentTime : undefined));
  if (first === undefined) {
    const audio = (await page.read()).audio;
    recorder.set(
      'assistant audio played',
      'failed',
      audio ? `its <audio> element is paused at ${audio.currentTime.toFixed(1)} s` : 'no <audio> element for the assistant within 10 s',
    );
    return;
  }
  let last = first;
  const moved = await until(page, (PLAYED_SECONDS + 4) * 1000, (state) => {
    last = state.audio?.currentTime ?? last;
    return last - first >= PLAYED_SECONDS ? true : undefined;
  });
  recorder.set('assistant audio played', moved ? 'ok' : 'failed', `<audio> currentTime ${first.toFixed(1)} s → ${last.toFixed(1)} s`);
}

/** A "Call Error" toast's words, without its title and close button. */
const errorWords = (text: string) =>
  text
    .replace(/^Call Error\s*/, '')
    .replace(/\s*×\s*$/, '')
    .replace(/\s+/g, ' ');

/** Ends the call (or lets the assistant end it): "Call Ended", and never a "Call Error". */
async function ended(page: SmokePage, recorder: CallRecorder, options: CallOptions, joinedAt: number): Promise<void> {
  if (options.waitForHangupMs === null) {
    // Let the visitor's recording answer once, then hang up (unless the assistant already has).
    await sleep(5_000);
    if ((await page.read()).endCallShown) await page.click('End Call');
  }
  const wait = options.waitForHangupMs ?? 15_000;
  const over = await until(page, wait, (seen) => (toast(seen, 'Call Ended') || toast(seen, 'Call Error') ? true : undefined));
  const connected = seconds(Date.now() - joinedAt);
  // A "Call Error" just after "Call Ended" counts too.
  const state = over ? await sleep(1_000).then(() => page.read()) : undefined;
  const error = state && toast(state, 'Call Error');
  const by = options.waitForHangupMs === null ? '' : ', the assistant hung up';
  if (state && !error) recorder.set('call ended', 'ok', `"Call Ended" after ${connected} connected${by}`);
  else if (error) recorder.set('call ended', 'failed', `"Call Error": ${errorWords(error)}`);
  else {
    const why = options.waitForHangupMs === null ? 'no "Call Ended" within 15 s' : `the assistant did not hang up within ${seconds(wait)}`;
    recorder.set('call ended', 'failed', why);
    // Never leave a call running.
    await page.click('End Call');
  }
}

/** Presses Start Demo Call and follows the call: joined, the assistant heard and played, ended. */
export async function followCall(page: SmokePage, recorder: CallRecorder, options: CallOptions): Promise<void> {
  if (!(await join(page, recorder, options))) return;
  const joinedAt = Date.now();
  await heard(page, recorder, joinedAt);
  await played(page, recorder);
  await ended(page, recorder, options, joinedAt);
}
