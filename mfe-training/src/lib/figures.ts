import styled from 'styled-components';

/** A list of labelled figures: the label, then its value in bold at the end of the line. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;
