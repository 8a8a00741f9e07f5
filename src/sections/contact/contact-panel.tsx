import { useStreams } from '../../shared/streams-context';
import { useObservableState } from 'observable-hooks';
import { EMPTY_DRAFT, IDLE_CONTACT_VIEW } from '../../../streams/contact';
import { ContactForm } from './contact-form';

/** The contact form, wired to the contact streams: draft, validation, sending and its result. */
export function ContactPanel() {
  const { contact } = useStreams();
  // The draft saved in this tab arrives after hydration, so the prerendered form matches.
  const draft = useObservableState(contact.draft$, EMPTY_DRAFT);
  const view = useObservableState(contact.state$, IDLE_CONTACT_VIEW);
  // The last press's result, for the status region beside the form.
  const result = useObservableState(contact.result$, null);
  return (
    <ContactForm
      values={draft}
      errors={view.errors}
      sending={view.status === 'sending'}
      result={result}
      onChange={(field, value) => contact.update({ [field]: value })}
      onSubmit={() => contact.submit()}
    />
  );
}
