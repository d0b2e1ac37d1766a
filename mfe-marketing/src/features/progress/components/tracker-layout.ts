// Layout pieces shared by the tracker's sections.
import styled from 'styled-components';
import { Card, TableWrapper } from 'shared-ui';

export const Panel = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Form fields in columns that wrap (one column on a phone). */
export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

/**
 * A table that scrolls sideways inside its box on a phone. Positioned, so that its visually hidden
 * headers (position: absolute) stay inside the scrolling box instead of widening the page.
 */
export const ScrollTable = styled(TableWrapper)`
  position: relative;
`;
