// What the privacy page says of the build: who runs it, how soon a reply comes, who handles a call or a
// message; and what a build that sends messages must name for it to say so.
import { vendorList } from '../assistant/live-call.ts';
import { SITE_DEFAULTS, type SiteConfig, type SiteEnv } from './site-config.ts';
import type { SiteValues } from './site-variables.ts';

/** "51824753556" → "51 824 753 556", as the ABN Lookup writes it. */
const writtenAbn = (abn: string): string => abn.replace(/ /g, '').replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');

/** VITE_REPLY_WITHIN's value that promises no time. */
const NO_REPLY_TIME = /^none$/i;

/**
 * A build that sends messages (a keyed one always does) promises a reply time of its own and names who
 * receives them; a keyed one's were named with the rest it needs. The ABN and address go beside the name.
 */
export function privacyProblems(env: SiteEnv, values: SiteValues, keyed: boolean): string[] {
  const problems: string[] = [];
  if (!keyed && values.VITE_CONTACT_ENDPOINT) {
    if (!env.VITE_REPLY_WITHIN?.trim())
      problems.push(
        'VITE_CONTACT_ENDPOINT is set, so messages are sent; it also needs VITE_REPLY_WITHIN, not blank: how soon the contact form, its toast and the privacy page promise a reply (e.g. "24 hours" or "two business days"), or "none" to promise no time.',
      );
    if (!env.VITE_OPERATOR_NAME?.trim())
      problems.push(
        'VITE_CONTACT_ENDPOINT is set, so messages are sent; it also needs VITE_OPERATOR_NAME, not blank: the privacy page must name who receives them (the legal name of whoever runs the site).',
      );
  }
  const beside = (['VITE_OPERATOR_ABN', 'VITE_OPERATOR_ADDRESS'] as const).filter((name) => values[name]);
  if (beside.length > 0 && !env.VITE_OPERATOR_NAME?.trim())
    problems.push(
      `${beside.join(' and ')} ${beside.length === 1 ? 'is' : 'are'} set without VITE_OPERATOR_NAME, whom the privacy page shows them beside: set the name too.`,
    );
  return problems;
}

/** The privacy page's facts of the build; the vendors and the retention are a keyed build's, the form service a sending one's. */
export function privacyFactsOf(
  values: SiteValues,
  keyed: boolean,
): Pick<SiteConfig, 'replyWithin' | 'operator' | 'assistantVendors' | 'callsTrainModels' | 'callRetentionDays' | 'formService'> {
  const reply = values.VITE_REPLY_WITHIN ?? SITE_DEFAULTS.replyWithin;
  const name = values.VITE_OPERATOR_NAME;
  const days = values.VITE_CALL_RETENTION_DAYS;
  return {
    replyWithin: NO_REPLY_TIME.test(reply) ? null : reply,
    operator:
      name === undefined
        ? null
        : {
            name,
            abn: values.VITE_OPERATOR_ABN === undefined ? null : writtenAbn(values.VITE_OPERATOR_ABN),
            address: values.VITE_OPERATOR_ADDRESS ?? null,
          },
    // Named once, where the assistant's definition takes its providers from.
    assistantVendors: keyed ? vendorList() : null,
    callsTrainModels: keyed && values.VITE_CALLS_TRAIN_MODELS !== undefined ? values.VITE_CALLS_TRAIN_MODELS === 'yes' : null,
    callRetentionDays: keyed && days !== undefined ? Number(days) : null,
    formService: values.VITE_CONTACT_ENDPOINT === undefined ? null : (values.VITE_FORM_SERVICE ?? null),
  };
}
