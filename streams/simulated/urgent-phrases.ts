// The words and phrases by which the simulated assistant hears an emergency or someone at risk:
// whatever else the caller says, it gives them 000 and Lifeline first, then puts the call through
// to pastoral care as urgent (routing.ts matches them as it matches the teams' phrases).

/**
 * Each matches whole words, in order; a trailing `*` matches any word that starts so
 * ("suicid*": suicide, suicidal). Near misses stay out: "safe" alone, "danger" without "in",
 * "hurt" without "myself".
 */
export const URGENT_PHRASES: readonly string[] = [
  'emergency',
  'emergencies',
  'suicid*',
  'kill myself',
  'kill himself',
  'kill herself',
  'end my life',
  'end it all',
  'hurt myself',
  'harm myself',
  'self harm',
  'overdos*',
  'not safe',
  'unsafe',
  'ambulance*',
  'at risk',
  'in danger',
];
