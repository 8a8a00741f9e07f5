import { describe, expect, it } from 'vitest';
import { faqItems, urgentInTheDemo } from '../../src/content/faq';
import { privacySections } from '../../src/content/privacy';
import { parseSiteConfig } from '../../config/parse-site-config';
import { STORAGE_KEYS } from '../../streams/shared/storage-keys';

/** A simulated build, and a keyed one with what it needs. */
const buildOf = (keyed: boolean) =>
  parseSiteConfig(
    keyed
      ? {
          VITE_VAPI_PUBLIC_KEY: 'pk_1',
          VITE_VAPI_ASSISTANT_ID: 'asst_1',
          VITE_CONTACT_ENDPOINT: 'https://forms.church.test/f/1',
          VITE_CONTACT_EMAIL: 'office@church.test',
          VITE_DEMO_PHONE_NUMBER: '+61255501234',
          VITE_SITE_URL: 'https://church.test/',
          VITE_OPERATOR_NAME: 'Vestry AI Pty Ltd',
          VITE_REPLY_WITHIN: '24 hours',
        }
      : {},
  );

// The FAQ and the privacy page promise for the demo only what this build does for a caller at risk.

describe('the promise about a caller at risk', () => {
  it('in a simulated build, says the demo reads typed words, and spoken ones only once the browser writes them down', () => {
    expect(urgentInTheDemo(false)).toBe(
      'The simulated demo on this page does this for words you type, and for words you say once you let your browser write them down (“Let my browser write down what I say”, where your browser can).',
    );
  });

  it('is the one sentence the FAQ and the privacy page both say', () => {
    for (const keyed of [false, true]) {
      expect(faqItems(keyed).filter((item) => item.answer.includes(urgentInTheDemo(keyed)))).toHaveLength(1);
      expect(JSON.stringify(privacySections({ ...buildOf(keyed), storageKeys: STORAGE_KEYS }))).toContain(urgentInTheDemo(keyed));
    }
    expect(faqItems(false).some((item) => item.answer.includes('The demo on this page does this'))).toBe(false);
  });
});
