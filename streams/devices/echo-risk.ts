// Whether the microphone and the speaker look like one computer's own pair, the set-up in which
// the assistant hears itself (echo): the sound check then suggests headphones. Only labels are
// known, so this is a heuristic; a wrong guess costs a tip, so it leans towards giving it.
//
// No risk when either label names something worn on the head or in the ear. Risk when both look
// built in (a laptop's or all-in-one's own devices, or a PC's onboard sound), or when both name
// one device, one as its microphone and the other as its speakers ("Dell Latitude Microphone",
// "Dell Latitude Speakers"). A headset names its microphone and its output alike, without those
// words, so it is not taken for a pair. Where the browser lists no speakers, a built-in microphone
// alone is the risk: its computer's own speakers are then the likely output.

const WORN = /head ?(set|phone)|ear ?(phone|bud|piece)|airpods|\bbuds\b|hands-?free|\bhfp\b/i;
const BUILT_IN = /built-?in|internal|integrated|macbook|imac|mac mini|microphone array|realtek|smart sound/i;
const MICROPHONE = /microphone|\bmic\b/i;
const SPEAKERS = /speaker/i;
// Chrome's prefix for the system default; a USB id; Apple's "(Built-in)"; the words for the device's role.
const NOT_THE_DEVICE = [
  /^(default|communications)\s*-\s*/i,
  /\([0-9a-f]{4}:[0-9a-f]{4}\)/gi,
  /\(built-?in\)/gi,
  /\b(microphones?|mic|speakers?|array|input|output)\b/gi,
];

/** The device a label names, without the browser's prefix, ids, its role or punctuation ("macbook pro"). */
export function deviceStem(label: string): string {
  const bare = NOT_THE_DEVICE.reduce((text, pattern) => text.replace(pattern, ' '), label.toLowerCase());
  return bare.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function samePair(input: string, output: string): boolean {
  const stem = deviceStem(input);
  return stem !== '' && stem === deviceStem(output) && MICROPHONE.test(input) && SPEAKERS.test(output);
}

/**
 * Echo risk for the microphone and speaker labels in use (undefined or empty: not known). No
 * microphone label (no permission yet), no risk to speak of.
 */
export function echoRisk(input: string | undefined, output: string | undefined): boolean {
  if (!input || WORN.test(input) || (output && WORN.test(output))) return false;
  if (!output) return BUILT_IN.test(input);
  return (BUILT_IN.test(input) && BUILT_IN.test(output)) || samePair(input, output);
}
