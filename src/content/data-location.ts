// Where each party that handles what Vestry AI and this site collect keeps it: the FAQ's answer
// and the privacy page (privacy.ts) both say it from here, so the two cannot disagree. A module of
// its own because the first load's FAQ needs it, and privacy.ts (which imports the FAQ) loads with
// its page only.

export interface DataHolder {
  readonly name: string;
  /** Where it keeps or processes data, said after "in". */
  readonly where: string;
}

export const DATA_HOLDERS = {
  /** Our AI provider: runs the assistant and transcribes each call (assistant/live-call.ts says whether it records). */
  provider: { name: 'Vapi', where: 'the United States' },
  /** The provider's call service: carries a call made from a browser. */
  callService: { name: 'Daily', where: 'the United States' },
  /** Turnstile's check and our demo-call server (a build with VITE_DEMO_CALL_URL). */
  cloudflare: { name: 'Cloudflare', where: 'its data centres around the world' },
  /** Visit counts, where a build counts them at Plausible's own host. */
  plausible: { name: 'Plausible Analytics', where: 'the European Union' },
} as const satisfies Record<string, DataHolder>;

const { provider, callService } = DATA_HOLDERS;

/**
 * The FAQ's answer to "Where is our data stored?": where a church's calls are (the first load carries it,
 * and its HTML must fit the first round trip); the privacy page names the others, from the same list.
 */
export const dataLocation = `Not in Australia: our AI provider, ${provider.name}, and its call service, ${callService.name}, handle and store calls in ${provider.where}. Our privacy page says who else holds what, and where.`;
