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

/** A form's fields one under the other; a fieldset's choices (radios, checkboxes) wrap in rows. */
export const StackedForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  }
  legend {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  input[type='file'] {
    max-width: 100%;
  }
`;
