import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'danger' | 'warning';

/** A small status label ("Lite", "pro", "POPULAR", "Actif"). */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  border: 1px solid currentColor;
  color: ${({ theme, $tone = 'neutral' }) =>
    ({
      neutral: theme.color.textMuted,
      primary: theme.color.text,
      success: theme.color.success,
      danger: theme.color.danger,
      warning: theme.color.warning,
    })[$tone]};
  background: ${({ theme, $tone = 'neutral' }) => ($tone === 'primary' ? theme.color.primary : 'transparent')};
`;
