import { microphoneHelp } from '../../src/content/site';
import { soundButtonText } from '../../src/content/sound-button';
import { soundText } from '../../src/content/sound-controls';
import { simulatedConversation } from '../../streams/simulated/simulated-script';
import type { EngineName } from './driver';
import { expect, test } from './fixtures';
import type { Site } from './site';
import { ATTEMPTS_KEY, attemptsLeft, demoButton, endCall, startCall, toast } from './targets';

const SPOKE = 'spoke (not transcribed in this demo)';
const { turns } = simulatedConversation;

/** Lines of a list of turns on screen: [side, words]. */
function turnsIn(site: Site, selector: string): Promise<string[][]> {
  return site.evaluate(
    (css) =>
      [...document.querySelectorAll(css)].map((line) => [
        (line as HTMLElement).dataset.role ?? '',
        line.querySelector('span')?.textContent ?? '',
      ]),
    selector,
  );
}

/** The assistant's lines in the captions, and whether the newest has been said (its words settled). */
const assistantLines = (site: Site) =>
  site.evaluate(() => {
    const lines = [...document.querySelectorAll<HTMLElement>('[data-testid="caption-turn"][data-role="assistant"]')];
    return { count: lines.length, said: lines.at(-1)?.dataset.final === 'true' };
  }, null);

/** Once the assistant's line is said and it listens, the visitor answers; resolves when its answer has begun. */
async function answer(site: Site, speak: () => Promise<void>): Promise<void> {
  await expect.poll(async () => (await assistantLines(site)).said, { timeout: 30_000 }).toBe(true);
  await expect.poll(() => site.textOf({ testId: 'assistant-state' }), { timeout: 30_000 }).toBe('Listening');
  const { count } = await assistantLines(site);
  await speak();
  await expect.poll(async () => (await assistantLines(site)).count, { timeout: 30_000 }).toBe(count + 1);
}
async function storedAttempts(site: Site): Promise<unknown> {
  return JSON.parse((await site.evaluate((key) => localStorage.getItem(key), ATTEMPTS_KEY)) ?? 'null');
}

test('the demo call connects, captions both sides as the visitor speaks, and ends with the summary', async ({ site, speak }) => {
  test.setTimeout(150_000);
  await site.goto('/?simulate-join-ms=1500');
  await site.hydrated();
  expect(await site.isVisible({ testId: 'simulated-note' })).toBe(true);
  // The count shows once the stored one is known, a moment after the app starts.
  await expect.poll(() => site.textOf(attemptsLeft)).toBe('3 of 3 demo calls left today');
  await site.click(startCall);
  await expect.poll(() => site.textOf(demoButton)).toBe('Connecting to AI...');
  expect(await site.isEnabled(demoButton)).toBe(false);
  await expect.poll(() => site.isVisible({ text: 'Connected - AI is listening' }), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => site.isVisible(toast('Call Connected'))).toBe(true);
  // The assistant is heard (its meter follows its audio).
  await expect
    .poll(async () => Number(await site.attribute({ css: '[data-testid="volume-meter"] [data-volume]' }, 'data-volume')), {
      intervals: [50],
    })
    .toBeGreaterThan(0);
  // The visitor answers the greeting: the microphone's meter follows their voice, and the assistant answers.
  const heard: number[] = [];
  const visitorLevel = async () =>
    heard.push(Number(await site.attribute({ css: '[data-testid="microphone-meter"] [data-volume]' }, 'data-volume')));
  await answer(site, async () => {
    const saying = speak();
    await expect.poll(async () => (await visitorLevel(), Math.max(...heard)), { timeout: 20_000, intervals: [50] }).toBeGreaterThan(0);
    await saying;
  });
  await answer(site, speak);

  // Two exchanges: the assistant answered each visitor turn once the visitor had been quiet, every line whole.
  const twoExchanges = [
    ['assistant', turns[0]!.text],
    ['user', SPOKE],
    ['assistant', turns[1]!.text],
    ['user', SPOKE],
    ['assistant', turns[2]!.text],
  ];
  await expect.poll(() => turnsIn(site, '[data-testid="caption-turn"]'), { timeout: 30_000 }).toEqual(twoExchanges);
  expect(await site.axeViolations()).toEqual([]);

  await site.click(endCall);
  await expect.poll(() => site.isVisible(toast('Call Ended'))).toBe(true);
  await expect.poll(() => site.isVisible(startCall)).toBe(true);
  expect(await site.textOf(attemptsLeft)).toBe('2 of 3 demo calls left today');
  // What the call captured takes the example card's place; the call space links to it.
  expect(await site.isVisible({ testId: 'call-summary' })).toBe(true);
  expect(await site.count({ testId: 'example-card' })).toBe(0);
  expect(await turnsIn(site, '[data-testid="call-transcript"] li')).toEqual(twoExchanges);
  expect(await site.textOf({ testId: 'call-duration' })).toMatch(/^(\d+ s|1 min( \d+ s)?)$/);
  expect(await site.textOf({ testId: 'call-routing' })).toBe('Not put through to anyone');
  await site.click({ role: 'link', name: 'see what the call captured', within: '[data-testid="call-ended-note"]' });
  await expect.poll(() => site.isFocused({ testId: 'call-summary' })).toBe(true);
  expect(await site.axeViolations()).toEqual([]);
});

/** What each engine's refused microphone is (see `Microphone`), and what the hero then says. */
const REFUSED: Readonly<Record<EngineName, keyof typeof microphoneHelp>> = {
  firefox: 'blocked',
  webkit: 'not-found',
};

test.describe('with the microphone refused', () => {
  test.use({ microphone: 'refused' });

  test('the hero says what to do, goes back to idle and keeps the attempt', async ({ site }) => {
    await site.goto('/');
    await site.hydrated();
    await expect.poll(() => site.textOf(attemptsLeft)).toBe('3 of 3 demo calls left today');
    await site.click(startCall);
    const problem = { testId: 'microphone-problem' };
    await expect.poll(() => site.isVisible(problem), { timeout: 20_000 }).toBe(true);
    const expected = REFUSED[site.engine];
    expect(await site.attribute(problem, 'data-problem')).toBe(expected);
    expect(await site.textOf(problem)).toContain(microphoneHelp[expected].title);
    expect(await site.attribute({ css: '[data-testid="microphone-problem"] a' }, 'href')).toMatch(/^tel:\+61/);
    // The failure was not the visitor's: the attempt is given back.
    await expect.poll(() => site.isVisible(startCall)).toBe(true);
    expect(await site.isEnabled(startCall)).toBe(true);
    expect(await site.textOf(attemptsLeft)).toBe('3 of 3 demo calls left today');
    expect(await storedAttempts(site)).toMatchObject({ attempts: 0 });
    expect(await site.axeViolations()).toEqual([]);
  });
});

test('a failure before the assistant listens says "Call Failed", offers Start again and keeps the attempt, after a reload too', async ({
  site,
}) => {
  await site.goto('/?simulate-ended-reason=pipeline-error-openai-llm-failed');
  await site.hydrated();
  await expect.poll(() => site.textOf(attemptsLeft)).toBe('3 of 3 demo calls left today');
  await site.click(startCall);
  await expect.poll(() => site.isVisible(toast('Call Failed')), { timeout: 20_000 }).toBe(true);
  expect(await site.textOf(toast('Call Failed'))).toContain('Failed to start the call. Please try again.');
  await expect.poll(() => site.isEnabled(startCall)).toBe(true);
  expect(await site.count(toast('Call Error'))).toBe(0);
  expect(await site.textOf(attemptsLeft)).toBe('3 of 3 demo calls left today');
  expect(await storedAttempts(site)).toMatchObject({ attempts: 0 });
  expect(await site.axeViolations()).toEqual([]);
  await site.reload();
  await site.hydrated();
  await expect.poll(() => site.textOf(attemptsLeft)).toBe('3 of 3 demo calls left today');
});

test('with the day’s three calls used, a reload shows the limit and a press starts nothing', async ({ site }) => {
  await site.goto('/');
  await site.hydrated();
  const today = await site.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  }, null);
  await site.evaluate(([key, record]) => localStorage.setItem(key!, record!), [ATTEMPTS_KEY, JSON.stringify({ date: today, attempts: 3 })]);
  await site.reload();
  await site.hydrated();
  await expect.poll(() => site.isVisible({ text: 'You have used today’s demo calls', exact: false })).toBe(true);
  expect(await site.count(attemptsLeft)).toBe(0);
  expect(await site.isEnabled(startCall)).toBe(false);
  // The press reaches the button (a disabled button still gets the pointer), and then nothing starts.
  await site.evaluate(() => {
    const pressed: string[] = [];
    Object.assign(window, { pressed });
    addEventListener(
      'pointerdown',
      (event) => pressed.push((event.target as Element).closest('[data-testid]')?.getAttribute('data-testid') ?? ''),
      true,
    );
  }, null);
  await site.click(demoButton);
  await expect.poll(() => site.evaluate(() => (window as unknown as { pressed: string[] }).pressed, null)).toEqual(['demo-button']);
  // Nothing starts: no connecting state, no toast, no call object, the record untouched.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await site.textOf(demoButton)).toBe('Start Demo Call');
  expect(await site.attribute({ css: '[data-demo-status]' }, 'data-demo-status')).toBe('idle');
  expect(await site.count(toast('Call'))).toBe(0);
  expect(await site.evaluate(() => (window.vestrySimulator as { created?: unknown[] } | undefined)?.created?.length ?? 0, null)).toBe(0);
  expect(await storedAttempts(site)).toEqual({ date: today, attempts: 3 });
  expect(await site.axeViolations()).toEqual([]);
});

test('the phone line’s sound: the assistant plays through the telephone band this engine can make, live, and back on the plain line', async ({
  site,
}) => {
  test.setTimeout(90_000);
  await site.goto('/');
  await site.hydrated();
  await site.click(startCall);
  await expect.poll(() => site.isVisible({ text: 'Connected - AI is listening' }), { timeout: 20_000 }).toBe(true);
  await site.click({ role: 'button', name: soundButtonText });
  const phoneSwitch = { role: 'button', name: soundText.phoneBand } as const;
  await site.click(phoneSwitch);
  expect(await site.attribute(phoneSwitch, 'aria-checked')).toBe('true');
  // Firefox takes no stream into an 8 kHz context and WebKit may: each engine's path must make the band, not fall back to the plain line.
  await expect.poll(() => site.evaluate(playing, null)).toEqual({ band: true, paused: false, live: true });
  expect(await site.axeViolations()).toEqual([]);
  await site.click(phoneSwitch);
  await expect.poll(() => site.evaluate(playing, null)).toEqual({ band: false, paused: false, live: true });
  await site.click(endCall);
});

/** What the assistant's player plays: the band's stream (the graph was made, no fallback) or the plain track, and whether it is live. */
function playing(): { band: boolean; paused: boolean; live: boolean } {
  const player = document.querySelector<HTMLAudioElement>('audio[data-participant-id]');
  const source = player?.srcObject;
  if (!player || !(source instanceof MediaStream)) return { band: false, paused: true, live: false };
  const live = source.getAudioTracks().some((track) => track.readyState === 'live');
  return { band: player.hasAttribute('data-phone-band'), paused: player.paused, live };
}
