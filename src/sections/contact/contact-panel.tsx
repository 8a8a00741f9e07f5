import { useSession } from '../../app/session/session-context';
import { useContactDraft, useContactView } from '../../hooks/use-contact';
import { ContactForm } from './contact-form';

/** The contact form, wired to the contact streams: draft, validation, sending and toasts. */
export function ContactPanel() {
  const { contact } = useSession();
  const draft = useContactDraft();
  const view = useContactView();
  return (
    <ContactForm
      values={draft}
      errors={view.errors}
      sending={view.status === 'sending'}
      onChange={(field, value) => contact.update({ [field]: value })}
      onSubmit={() => contact.submit()}
    />
  );
}
