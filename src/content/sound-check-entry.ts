// The button beside the call space that opens the sound check. It ships with the page; the
// check's own words load with it (sound-check.ts).
export const soundCheckEntry = {
  label: 'Sound check',
} as const;
