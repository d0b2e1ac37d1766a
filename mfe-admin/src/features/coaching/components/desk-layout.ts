import { Card } from 'shared-ui';
import styled from 'styled-components';

/** One part of the desk or of a member file: a card whose content stacks. */
export const Panel = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }

  h2,
  h3 {
    margin: 0;
  }
`;

/** Label / value pairs (a profile, the AI use), two columns that wrap on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: ${({ theme }) => theme.space.xs};
    }
  }
`;

/** A list of entries (check-ins, notes), each under a rule, its text kept as typed. */
export const EntryList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** A text area and its buttons under it (a reply, a note). */
export const TextForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;

  & > div {
    width: 100%;
  }
`;
