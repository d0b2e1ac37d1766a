import styled from 'styled-components';

// The panel's page structure; controls, tables, cards and dialogs come from shared-ui.

export const Section = styled.section`
  display: grid;
  /* One column that may shrink below its content's width: a wide table then scrolls inside its
     TableWrapper instead of widening the column, and the page, with it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
`;

export const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.xl};
  margin: 0;
`;

export const SubHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin: 0;
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.danger};
  margin: 0;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

/** Holds a list while its next page loads: the previous page stays, dimmed and marked busy. */
export const BusyRegion = styled.div`
  transition: opacity ${({ theme }) => theme.transition.fast};

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;
