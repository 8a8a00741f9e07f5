export type CopyResult = 'copied' | 'unavailable' | 'failed';

/** The part of the Clipboard API we use, so tests and old browsers can hand in their own. */
export interface TextClipboard {
  writeText: (text: string) => Promise<void>;
}

function browserClipboard(): TextClipboard | undefined {
  // `navigator.clipboard` is missing outside secure contexts, whatever the types say.
  const nav: { clipboard?: TextClipboard } | undefined = typeof navigator === 'undefined' ? undefined : navigator;
  return nav?.clipboard;
}

/** Writes text to the clipboard and says how it went; never throws. */
export async function copyToClipboard(text: string, clipboard: TextClipboard | undefined = browserClipboard()): Promise<CopyResult> {
  if (!clipboard || typeof clipboard.writeText !== 'function') return 'unavailable';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The polite status line for a copy of `count` events. */
export function copyNotice(result: CopyResult, count: number): string {
  const events = `${count} ${count === 1 ? 'event' : 'events'}`;
  if (result === 'copied') return `Copied ${events}`;
  if (result === 'unavailable') return `Clipboard unavailable: select the JSON below to copy ${events} by hand`;
  return `Could not copy ${events} (clipboard refused): select the JSON below to copy by hand`;
}
