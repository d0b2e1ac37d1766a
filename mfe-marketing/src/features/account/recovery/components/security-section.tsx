import type { CurrentUser } from '@zak/contract';
import styled from 'styled-components';
import { EmailCard } from './email-card';
import { SecondFactorCard } from './second-factor-card';
import { SessionsCard } from './sessions-card';

/** The account page's security part: the email address, two-step verification, the sessions. */
export function SecuritySection({ user }: { user: CurrentUser }) {
  return (
    <Wrapper>
      <EmailCard username={user.username} />
      <SecondFactorCard username={user.username} />
      <SessionsCard />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;
