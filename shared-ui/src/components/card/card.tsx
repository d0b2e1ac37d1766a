import styled from 'styled-components';

/**
 * A surface with padding, border and radius. `$highlight` for the featured offer; `$raised` for a
 * card on a `surface` background or a light page (the raised colour: white in the light theme).
 */
export const Card = styled.div<{ $highlight?: boolean; $raised?: boolean }>`
  background: ${({ theme, $raised }) => ($raised ? theme.color.surfaceRaised : theme.color.surface)};
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
