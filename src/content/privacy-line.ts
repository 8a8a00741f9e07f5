// The words of the first load that lead to the privacy page: its path (the router, the footer)
// and the line beside Start. The page's own words are in privacy.ts, loaded with the page.

import { CALL_RECORDED } from '../../assistant/live-call.ts';

export const PRIVACY_PATH = '/privacy';

/** The line beside Start: what happens to the call, by build, and its link to the privacy page. */
export const privacyLineText = {
  live: CALL_RECORDED
    ? 'The call is recorded and transcribed by our AI provider to show you its summary.'
    : 'The call is transcribed by our AI provider, not recorded, to show you its summary.',
  simulated: 'Nothing you say in this demo is recorded or sent to us.',
  link: 'Privacy',
} as const;
