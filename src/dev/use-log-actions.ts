import { useState } from 'react';
import { copyNotice, copyToClipboard } from './copy-to-clipboard';
import { heldCount, isPaused, type LogCommand, type LogState } from './event-log-model';
import { rowsToJson } from './event-json';
import type { LogRow } from './log-view';

export interface LogActions {
  /** The polite status line: the result of the last action. */
  notice: string;
  /** JSON to copy by hand when the clipboard failed; null otherwise. */
  fallbackJson: string | null;
  togglePause: () => void;
  clear: () => void;
  copy: () => Promise<void>;
}

/** The toolbar's actions; each says what it did in one polite line. */
export function useLogActions(state: LogState, rows: readonly LogRow[], send: (command: LogCommand) => void): LogActions {
  const [notice, setNotice] = useState('');
  const [fallbackJson, setFallbackJson] = useState<string | null>(null);

  const togglePause = (): void => {
    if (isPaused(state)) {
      const held = heldCount(state);
      send({ kind: 'resume' });
      setNotice(`Resumed: ${held} held ${held === 1 ? 'event' : 'events'} now shown`);
    } else {
      send({ kind: 'pause' });
      setNotice('Paused: new events are held and shown on resume');
    }
  };

  const clear = (): void => {
    send({ kind: 'clear' });
    setFallbackJson(null);
    setNotice('Cleared the log');
  };

  const copy = async (): Promise<void> => {
    const json = rowsToJson(rows);
    const result = await copyToClipboard(json);
    setFallbackJson(result === 'copied' ? null : json);
    setNotice(copyNotice(result, rows.length));
  };

  return { notice, fallbackJson, togglePause, clear, copy };
}
