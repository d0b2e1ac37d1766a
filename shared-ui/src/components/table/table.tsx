import styled from 'styled-components';

/** Scrollable wrapper so wide tables never widen the page on mobile. */
export const TableWrapper = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
export const TableCaption = styled.caption`
  text-align: left;
  padding: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;
export const THead = styled.thead`
  background: ${({ theme }) => theme.color.surfaceRaised};
`;
export const TBody = styled.tbody``;
export const Tr = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: 0;
  }
`;
export const Th = styled.th.attrs((p) => ({ scope: p.scope ?? 'col' }))`
  text-align: left;
  padding: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  white-space: nowrap;
`;
export const Td = styled.td`
  padding: ${({ theme }) => theme.space.sm};
  vertical-align: middle;
`;
