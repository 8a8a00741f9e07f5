import { useState } from 'react';
import { contactText, emptyContactDraft } from '../../content/contact';
import { ContactForm, type ContactDraft, type ContactErrors } from './contact-form';

function validate(draft: ContactDraft): ContactErrors {
  return draft.name.trim() === '' ? { name: contactText.nameRequired } : {};
}

/** Local form state; submission is wired to the contact stream by the page. */
export function ContactPanel({ onSend }: { onSend?: (draft: ContactDraft) => void }) {
  const [values, setValues] = useState<ContactDraft>({ ...emptyContactDraft });
  const [errors, setErrors] = useState<ContactErrors>({});
  return (
    <ContactForm
      values={values}
      errors={errors}
      sending={false}
      onChange={(field, value) => {
        setValues((draft) => ({ ...draft, [field]: value }));
        if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
      }}
      onSubmit={() => {
        const found = validate(values);
        setErrors(found);
        if (Object.keys(found).length === 0) onSend?.(values);
      }}
    />
  );
}
