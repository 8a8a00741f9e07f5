// What smoke:live reads in the page, the same way in every browser: script source that each
// browser's automation runs (outside the page's policy), so no engine-specific locator is needed.

/**
 * Runs before the page's own scripts: keeps the page's policy violations, and the title of every
 * toast ever shown (a "Call Error" that came and went still counts), in `window.__vestrySmoke`.
 */
export const WATCH_PAGE = `(() => {
  if (window.__vestrySmoke) return;
  const seen = { violations: [], toasts: [] };
  window.__vestrySmoke = seen;
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.violations.push(event.disposition + ' ' + event.effectiveDirective + ' ' + (event.blockedURI || 'inline')));
  new MutationObserver(() => {
    for (const item of document.querySelectorAll('[role="region"][aria-label^="Notifications"] li')) {
      const text = item.innerText.trim();
      if (text && !seen.toasts.includes(text)) seen.toasts.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
})()`;

/** The page as the smoke run sees it at one moment. */
export interface PageState {
  /** "Connected - AI is listening" shows. */
  readonly connected: boolean;
  /** Every toast seen so far, as its text. */
  readonly toasts: readonly string[];
  readonly violations: readonly string[];
  /** The assistant's level on the volume meter, if it shows. */
  readonly volume: number | null;
  /** The assistant's `<audio data-participant-id>` element, if there is one. */
  readonly audio: { readonly currentTime: number; readonly paused: boolean } | null;
  readonly endCallShown: boolean;
}

/** An expression whose value is the PageState. */
export const READ_PAGE = `(() => {
  const seen = window.__vestrySmoke ?? { violations: [], toasts: [] };
  const meter = document.querySelector('[data-testid="volume-meter"] [data-volume]');
  const audio = document.querySelector('audio[data-participant-id]');
  const buttons = [...document.querySelectorAll('button')];
  return {
    connected: document.body.innerText.includes('Connected - AI is listening'),
    toasts: [...seen.toasts],
    violations: [...seen.violations],
    volume: meter ? Number(meter.getAttribute('data-volume')) : null,
    audio: audio ? { currentTime: audio.currentTime, paused: audio.paused } : null,
    endCallShown: buttons.some((button) => button.innerText.trim() === 'End Call'),
  };
})()`;

/** An expression whose value is the first button with this text, or null. */
export function findButton(name: string): string {
  return `[...document.querySelectorAll('button')].find((candidate) => candidate.innerText.trim() === ${JSON.stringify(name)}) ?? null`;
}
