import { useEffect, useRef, type FormEvent, type RefObject } from 'react';
import { CONTACT_CONFIG, type ContactDraft, type DraftField, type FieldErrors } from '../../../streams/contact';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { contactText } from '../../content/contact';

export type { ContactDraft };
export type ContactField = Exclude<DraftField, 'honeypot'>;
export type ContactErrors = FieldErrors;

export interface ContactFormProps {
  values: ContactDraft;
  errors: ContactErrors;
  sending: boolean;
  onChange: (field: DraftField, value: string) => void;
  onSubmit: () => void;
}

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  max-width: 40rem;
`;

// Off-screen rather than display:none: form bots skip fields that are not rendered.
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1.25rem;
`;

/** After a press that found errors, takes the visitor to the first one. */
function useFocusFirstError(errors: ContactErrors): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const first = (['name', 'email'] as const).find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);
  return formRef;
}

/** A field people never see and bots fill in. */
function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Honeypot aria-hidden="true">
      <label htmlFor="contact-honeypot">Leave this field empty</label>
      <input
        id="contact-honeypot"
        name={CONTACT_CONFIG.honeypotFieldName}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Honeypot>
  );
}

export function ContactForm({ values, errors, sending, onChange, onSubmit }: ContactFormProps) {
  const formRef = useFocusFirstError(errors);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const bind = (field: ContactField) => ({
    name: field,
    value: values[field],
    error: field === 'name' || field === 'email' ? errors[field] : undefined,
    onChange: (event: { currentTarget: { value: string } }) => onChange(field, event.currentTarget.value),
  });
  return (
    // noValidate: our own messages are clearer and keep what was typed in view.
    <Form ref={formRef} noValidate onSubmit={handleSubmit} aria-describedby="contact-required-note">
      <p id="contact-required-note">{contactText.requiredNote}</p>
      <Row>
        <Field {...bind('name')} label="Name" hint="(required)" required autoComplete="name" placeholder={contactText.namePlaceholder} />
        <Field {...bind('email')} label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@yourchurch.org.au" />
      </Row>
      <Row>
        <Field {...bind('church')} label="Church" autoComplete="organization" placeholder="e.g. St John’s Anglican, Parramatta" />
        <Field {...bind('phone')} label="Phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="e.g. 02 9000 0000" />
      </Row>
      <Field {...bind('message')} label="Message" multiline rows={4} placeholder={contactText.messagePlaceholder} />
      <HoneypotField value={values.honeypot} onChange={(value) => onChange('honeypot', value)} />
      <div>
        <Button type="submit" size="lg" aria-disabled={sending || undefined}>
          {sending ? contactText.sending : contactText.submit}
        </Button>
      </div>
    </Form>
  );
}
