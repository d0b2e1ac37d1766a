import styled from 'styled-components';
import { Card } from 'shared-ui';

export const FormCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;
