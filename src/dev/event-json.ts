import type { LogRow } from './log-view';

/** Values JSON cannot carry as they are (errors, media tracks) as plain objects. */
function plain(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (typeof MediaStreamTrack !== 'undefined' && value instanceof MediaStreamTrack) {
    return { kind: value.kind, id: value.id, label: value.label, readyState: value.readyState };
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** A JSON.stringify replacer that survives cycles and the odd values above. */
function safeReplacer(): (key: string, value: unknown) => unknown {
  const seen = new WeakSet<object>();
  return (_key, value) => {
    const next = plain(value);
    if (typeof next === 'object' && next !== null) {
      if (seen.has(next)) return '[Circular or repeated]';
      seen.add(next);
    }
    return next;
  };
}

/** The rows as pretty JSON, with times in ms and the folded volume row's count. */
export function rowsToJson(rows: readonly LogRow[]): string {
  const entries = rows.map((row) => ({
    sinceFirstMs: row.sinceFirst,
    sinceStartMs: row.sinceStart,
    ...(row.count > 1 ? { count: row.count, lastSinceFirstMs: row.lastSinceFirst } : {}),
    event: row.event,
  }));
  return JSON.stringify(entries, safeReplacer(), 2);
}
