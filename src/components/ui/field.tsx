import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

// align-content: start keeps the control its own height when a neighbour shows an error.
const Wrapper = styled.div`
  display: grid;
  align-content: start;
  gap: 0.375rem;
  min-width: 0;
`;

const Label = styled.label`
  font-size: 1rem;
  font-weight: 600;
`;

const Hint = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colour.inkMuted};
`;

const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 3rem;
  padding: 0.6875rem 0.875rem;
  border: 1.5px solid ${({ $invalid, theme }) => ($invalid ? theme.colour.danger : theme.colour.lineStrong)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colour.paper};
  color: ${({ theme }) => theme.colour.ink};
  font: inherit;
  font-size: 1rem;
  line-height: 1.5;
  text-overflow: ellipsis;
  transition: border-color 120ms ease;
  &::placeholder {
    color: #5c6578;
    opacity: 1;
  }
  &:hover {
    border-color: ${({ $invalid, theme }) => ($invalid ? theme.colour.danger : theme.colour.ink)};
  }
  /* The global two-ring focus (white inside, navy outside) shows against the white field and the page. */
  &:focus-visible {
    border-color: ${({ theme }) => theme.colour.primary};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;
const Textarea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles} resize: vertical;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colour.danger};
  font-weight: 600;
  font-size: 0.9375rem;
`;

interface FieldBaseProps {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

type InputFieldProps = FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'aria-describedby'> & { multiline?: false };
type TextareaFieldProps = FieldBaseProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'aria-describedby'> & { multiline: true };

/** A labelled form control whose error is announced with it (aria-describedby + aria-invalid). */
export function Field(props: InputFieldProps | TextareaFieldProps) {
  const autoId = useId();
  const id = props.id ?? autoId;
  const errorId = `${id}-error`;
  const invalid = Boolean(props.error);
  const describedBy = invalid ? errorId : undefined;
  const label = (
    <Label htmlFor={id}>
      {props.label} {props.hint && <Hint>{props.hint}</Hint>}
    </Label>
  );
  const error = invalid && (
    <ErrorText id={errorId} role="alert">
      {props.error}
    </ErrorText>
  );
  const aria = { id, $invalid: invalid, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  const { label: _l, hint: _h, error: _e, ...control } = props;
  return (
    <Wrapper>
      {label}
      {control.multiline ? <Textarea {...withoutFlag(control)} {...aria} /> : <Input {...withoutFlag(control)} {...aria} />}
      {error}
    </Wrapper>
  );
}

function withoutFlag<T extends { multiline?: boolean }>({ multiline: _m, ...rest }: T): Omit<T, 'multiline'> {
  return rest;
}
