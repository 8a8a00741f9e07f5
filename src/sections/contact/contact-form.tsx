import { useObservableState } from 'observable-hooks';
import { useEffect, useRef, type FormEvent, type RefObject } from 'react';
import {
  CONTACT_CONFIG,
  EMPTY_DRAFT,
  IDLE_CONTACT_VIEW,
  type ContactDraft,
  type DraftField,
  type FieldErrors,
} from '../../../streams/contact';
import styled from 'styled-components';
import { siteConfig } from '../../../config/site';
import { Field } from '../../components/ui/field';
import { CONTACT_MESSAGE_ID, contactText } from '../../content/contact';
import { useStreams } from '../../shared/streams-context';
import { FormNotes, SubmitRow, type ContactResult } from './contact-outcome';

export type { ContactDraft };
export type ContactField = Exclude<DraftField, 'honeypot'>;
export type { ContactResult };

export interface ContactFormProps {
  values: ContactDraft;
  errors: FieldErrors;
  sending: boolean;
  /** The last press's result (success or failure), shown beside the button until the next press. */
  result?: ContactResult | null;
  onChange: (field: DraftField, value: string) => void;
  onSubmit: () => void;
  /** No contact endpoint is set: the stand-in answers, and the form says before sending that nothing is sent. */
  sendsNothing?: boolean;
}

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
`;

// Off-screen rather than display:none: form bots skip fields that are not rendered.
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

// align-items: start: an error under one field never stretches its neighbour.
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  align-items: start;
  gap: 1.25rem;
`;

/** After a press that found errors, takes the visitor to the first one. */
function useFocusFirstError(errors: FieldErrors): RefObject<HTMLFormElement | null> {
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

// Explicit types on the text fields: checkers read `autocomplete` against the declared type.
const NAME_FIELD = {
  label: 'Name',
  hint: '(required)',
  required: true,
  type: 'text',
  autoComplete: 'name',
  placeholder: contactText.namePlaceholder,
} as const;

/** Written something, but left no email or phone: the message is still sent, and we cannot answer it. */
function noWayToReply(values: ContactDraft): boolean {
  const wrote = values.name.trim() !== '' || values.message.trim() !== '';
  return wrote && values.email.trim() === '' && values.phone.trim() === '';
}

export function ContactForm({ values, errors, sending, result = null, onChange, onSubmit, sendsNothing = false }: ContactFormProps) {
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
    <Form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-describedby={sendsNothing ? 'contact-sends-nothing contact-required-note' : 'contact-required-note'}
    >
      <FormNotes sendsNothing={sendsNothing} />
      {/* The long placeholders get a whole row; the short ones share one. */}
      <Field {...bind('name')} {...NAME_FIELD} />
      <Row>
        <Field {...bind('email')} label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@yourchurch.org.au" />
        <Field {...bind('phone')} label="Phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="e.g. 02 9000 0000" />
      </Row>
      <Field {...bind('church')} label="Church" type="text" autoComplete="organization" placeholder="e.g. St John’s Anglican, Parramatta" />
      <Field {...bind('message')} id={CONTACT_MESSAGE_ID} label="Message" multiline rows={4} placeholder={contactText.messagePlaceholder} />
      <HoneypotField value={values.honeypot} onChange={(value) => onChange('honeypot', value)} />
      <SubmitRow sending={sending} result={result} noWayToReply={noWayToReply(values)} sendsNothing={sendsNothing} />
    </Form>
  );
}

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
      sendsNothing={!siteConfig.contactSends}
    />
  );
}
