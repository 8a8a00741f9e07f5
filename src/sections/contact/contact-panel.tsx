import { useSession } from '../../app/session/session-context';
import { useContactDraft, useContactResult, useContactView } from '../../hooks/use-contact';
import { ContactForm } from './contact-form';

/** The contact form, wired to the contact streams: draft, validation, sending and its result. */
export function ContactPanel() {
  const { contact } = useSession();
  const draft = useContactDraft();
  const view = useContactView();
  const result = useContactResult();
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
