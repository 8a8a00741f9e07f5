/** "+1.234 s" for a duration in milliseconds; "—" when there is no reference point. */
export function formatOffset(ms: number | null): string {
  if (ms === null) return '—';
  return `+${(Math.max(0, ms) / 1000).toFixed(3)} s`;
}

/** "812 ms", rounded to whole milliseconds. */
export function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}
