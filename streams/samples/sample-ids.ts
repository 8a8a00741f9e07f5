/** The sample calls, in the order the page lists them; the analytics' `Sample Call` event names them by these. */
export const SAMPLE_IDS = ['hospital-visit', 'wedding-hall', 'youth-camp', 'at-risk'] as const;
export type SampleId = (typeof SAMPLE_IDS)[number];
