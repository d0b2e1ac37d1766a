import type { CurrentUser } from '@zak/contract';
import styled from 'styled-components';
import { EmailCard } from './email-card';
import { SessionsCard } from './sessions-card';

/** The account page's security part: the email address and the active sessions. */
export function SecuritySection({ user }: { user: CurrentUser }) {
  return (
    <Wrapper>
      <EmailCard username={user.username} />
      <SessionsCard />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;
