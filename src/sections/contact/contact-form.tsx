import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { contactText } from '../../content/contact';

export interface ContactDraft {
  name: string;
  email: string;
  church: string;
  phone: string;
  message: string;
}

export type ContactField = keyof ContactDraft;
export type ContactErrors = Partial<Record<ContactField, string>>;

export interface ContactFormProps {
  values: ContactDraft;
  errors: ContactErrors;
  sending: boolean;
  onChange: (field: ContactField, value: string) => void;
  onSubmit: () => void;
}

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  max-width: 40rem;
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
  const bind = (field: ContactField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => onChange(field, event.currentTarget.value),
  });
  return (
    // noValidate: our own messages are clearer and keep what was typed in view.
    <Form noValidate onSubmit={handleSubmit} aria-describedby="contact-required-note">
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
      <div>
        <Button type="submit" size="lg" disabled={sending} aria-disabled={sending || undefined}>
          {sending ? contactText.sending : contactText.submit}
        </Button>
      </div>
    </Form>
  );
}
