import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: 0.375rem;
`;

const Label = styled.label`
  font-weight: 700;
`;

const Hint = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colour.inkMuted};
`;

const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 3rem;
  padding: 0.625rem 0.875rem;
  border: 2px solid ${({ $invalid, theme }) => ($invalid ? theme.colour.danger : '#6b7488')};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colour.paper};
  color: ${({ theme }) => theme.colour.ink};
  font: inherit;
  &::placeholder { color: #5c6578; opacity: 1; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colour.focusInk}; outline-offset: 1px; }
`;

const Input = styled.input<{ $invalid: boolean }>`${controlStyles}`;
const Textarea = styled.textarea<{ $invalid: boolean }>`${controlStyles} resize: vertical;`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colour.danger};
  font-weight: 700;
  font-size: 1rem;
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
