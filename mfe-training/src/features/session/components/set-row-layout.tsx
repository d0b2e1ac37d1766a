// The set row's layout for a phone held in one hand: type and last time on top, then weight,
// reps, RIR and a large tick button. The ticked look hangs on attributes (the row's data-done,
// the button's aria-pressed), not on styled-components props: a tick swaps no class and injects
// no rule, so the browser restyles the row only (issue #34).
import { memo, type FocusEvent } from 'react';
import styled from 'styled-components';
import { InputControl, VisuallyHidden } from 'shared-ui';

export const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr 1fr 0.7fr 56px;
  gap: ${({ theme }) => theme.space.xs};
  align-items: end;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 4px solid transparent;
  /* A tick repaints and lays out this row, not the document (issue #34); rows off screen are
     not painted at all (160 px: a row's height until it has been shown once). */
  contain: content;
  content-visibility: auto;
  contain-intrinsic-size: auto 160px;
  &[data-done] {
    background: ${({ theme }) => theme.color.surfaceRaised};
    border-left-color: ${({ theme }) => theme.color.success};
  }
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
export const Tick = styled.button`
  min-height: 56px;
  min-width: 56px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.color.success};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: 1.5rem;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  cursor: pointer;
  /* No grey tap flash: its layer, paint and fade-out cost a throttled phone a frame per tap, and
     the button's own fill answers the tap (issue #34). */
  -webkit-tap-highlight-color: transparent;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.success};
    color: ${({ theme }) => theme.color.background};
  }
`;

/**
 * A number field of the row: its visible column label, and the row's number for screen readers.
 * Memoised: a tick that leaves what a field shows the same does not render it again.
 */
export const RowInput = memo(function RowInput({
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
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}) {
  return (
    <Field>
      {label}
      <VisuallyHidden>{`, ${row}`}</VisuallyHidden>
      <InputControl {...input} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
});
