import { forwardRef, useId } from 'react';
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const InputControl = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;
export const TextareaControl = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
`;
export const SelectControl = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;
const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
`;

interface FieldChrome {
  /** Visible label (required: every control has one). */
  label: ReactNode;
  /** Error text shown under the control and linked with aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
}

function useFieldIds(id: string | undefined, error?: string | null, hint?: ReactNode) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = error ? `${controlId}-error` : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, errorId, hintId, describedBy };
}

function Chrome({
  ids,
  label,
  error,
  hint,
  children,
}: FieldChrome & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <Wrapper>
      <Label htmlFor={ids.controlId}>{label}</Label>
      {children}
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={ids.errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  );
}

export type TextFieldProps = FieldChrome & InputHTMLAttributes<HTMLInputElement>;

/** Labelled input with an optional hint and error (aria-invalid + aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, ...rest },
  ref,
) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Chrome ids={ids} label={label} error={error} hint={hint}>
      <InputControl
        ref={ref}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
        {...rest}
      />
    </Chrome>
  );
});

/** Alias kept for readability: `<Input label=... />`. */
export const Input = TextField;

export type TextareaProps = FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, error, hint, id, ...rest },
  ref,
) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Chrome ids={ids} label={label} error={error} hint={hint}>
      <TextareaControl
        ref={ref}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
        {...rest}
      />
    </Chrome>
  );
});

export interface SelectOption {
  value: string;
  label: string;
}
export type SelectProps = FieldChrome &
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[] };

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, error, hint, id, options, ...rest },
  ref,
) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Chrome ids={ids} label={label} error={error} hint={hint}>
      <SelectControl
        ref={ref}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectControl>
    </Chrome>
  );
});
