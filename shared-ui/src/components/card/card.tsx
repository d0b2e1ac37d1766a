import styled from 'styled-components';

/** A surface with padding, border and radius. `$highlight` for the featured offer. */
export const Card = styled.div<{ $highlight?: boolean }>`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid
    ${({ theme, $highlight }) => ($highlight ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;
