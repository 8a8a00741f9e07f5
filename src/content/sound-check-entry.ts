import type { DeviceNotice } from '../../streams/devices';

// The button beside the call space that opens the sound check, and what it says when a chosen
// device goes away. These ship with the page; the check's own words load with it (sound-check.ts).
export const soundCheckEntry = {
  label: 'Sound check',
} as const;

/** A chosen device that went away: the default is used now. */
export function deviceNoticeText({ kind, label }: DeviceNotice): string {
  const name = label || `Your chosen ${kind}`;
  return `${name} is no longer connected, so the demo uses your default ${kind}.`;
}
