import { useEffect, useRef, type FormEvent } from 'react';
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

export function ContactForm({ values, errors, sending, onChange, onSubmit }: ContactFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const formRef = useRef<HTMLFormElement>(null);
  // After a press that found errors, take the visitor to the first one.
  useEffect(() => {
    const first = (['name', 'email'] as const).find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);
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
      <Honeypot aria-hidden="true">
        <label htmlFor="contact-honeypot">Leave this field empty</label>
        <input
          id="contact-honeypot"
          name={CONTACT_CONFIG.honeypotFieldName}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.honeypot}
          onChange={(event) => onChange('honeypot', event.currentTarget.value)}
        />
      </Honeypot>
      <div>
        <Button type="submit" size="lg" disabled={sending} aria-disabled={sending || undefined}>
          {sending ? contactText.sending : contactText.submit}
        </Button>
      </div>
    </Form>
  );
}
