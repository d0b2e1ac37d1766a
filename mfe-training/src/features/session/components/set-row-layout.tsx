// The set row's layout for a phone held in one hand: type and last time on top, then weight,
// reps, RIR and a large tick button.
import styled from 'styled-components';
import { InputControl, VisuallyHidden } from 'shared-ui';

export const Row = styled.li<{ $done: boolean }>`
  display: grid;
  grid-template-columns: 1fr 1fr 0.7fr 56px;
  gap: ${({ theme }) => theme.space.xs};
  align-items: end;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $done }) => ($done ? theme.color.surfaceRaised : 'transparent')};
  border-left: 4px solid ${({ theme, $done }) => ($done ? theme.color.success : 'transparent')};
`;
export const Head = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  & > :first-child {
    flex: 0 0 auto;
    width: auto;
  }
`;
export const Previous = styled.span`
  flex: 1;
  color: ${({ theme }) => theme.color.textMuted};
`;
const Field = styled.label`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSize.sm};
  input {
    font-size: 1.125rem;
    min-height: 48px;
  }
`;
export const Tick = styled.button<{ $done: boolean }>`
  min-height: 56px;
  min-width: 56px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.color.success};
  background: ${({ theme, $done }) => ($done ? theme.color.success : 'transparent')};
  color: ${({ theme, $done }) => ($done ? theme.color.background : theme.color.text)};
  font-size: 1.5rem;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  cursor: pointer;
`;

/** A number field of the row: its visible column label, and the row's number for screen readers. */
export function RowInput({
  label,
  row,
  onChange,
  ...input
}: {
  label: string;
  row: string;
  value: string;
  placeholder?: string;
  inputMode: 'decimal' | 'numeric';
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <Field>
      {label}
      <VisuallyHidden>{`, ${row}`}</VisuallyHidden>
      <InputControl {...input} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
