import styled from 'styled-components';
import type { CurrentUser } from '@zak/contract';
import { Button, ProgressBar, useLogoutToHome } from 'shared-ui';
import { useT } from '../../../i18n';
import { Container, Grid, Section } from '../../../lib/layout';
import { AccountDetailsCard, AiAccessCard } from './account-cards';
import { DownloadsCard, OrdersCard } from './download-cards';
import { MyDataSection } from './my-data-section';
import { SecuritySection } from '../recovery/components/security-section';
import { useArrivalFocus } from '../../../lib/arrival-focus';
import { PhoneFold } from '../../../lib/phone-fold';
import type { DashboardSlots } from './account-page';

/** The member's dashboard: welcome, progress, four cards (plus the slots'), their data, logout. */
export function Dashboard({ user, slots = {} }: { user: CurrentUser; slots?: DashboardSlots }) {
  const t = useT();
  const { logout, pending } = useLogoutToHome();
  const heading = useArrivalFocus<HTMLHeadingElement>();

  return (
    <Section>
      <Container>
        <Head>
          <div>
            <Welcome ref={heading} tabIndex={-1}>
              {t.account.welcome} <Name>{user.username}</Name>
            </Welcome>
            <p>{t.account.subtitle}</p>
          </div>
          <Button variant="secondary" disabled={pending} onClick={() => void logout()}>
            {pending ? t.account.loggingOut : t.account.logout}
          </Button>
        </Head>
        <Progress>
          <p id="account-progress-label">{t.account.progress}</p>
          <ProgressBar value={75} label={t.account.progressLabel} />
        </Progress>
        <Grid $min="280px">
          <li>
            <AccountDetailsCard user={user} />
          </li>
          <li>
            <AiAccessCard user={user} />
          </li>
          <li>
            <DownloadsCard />
          </li>
          <li>
            <OrdersCard />
          </li>
          {slots.card ? <li>{slots.card}</li> : null}
        </Grid>
        {/* Settings sections other features add (the reminders, issue #37) go here. On a phone
            the settings are folded behind their titles (issue #38). */}
        {slots.section ? (
          <PhoneFold title={t.account.folds.reminders} ownTitle>
            {slots.section}
          </PhoneFold>
        ) : null}
        <PhoneFold title={t.account.data.title} ownTitle>
          <MyDataSection user={user} />
        </PhoneFold>
        <PhoneFold title={t.account.folds.security}>
          <SecuritySection user={user} />
        </PhoneFold>
      </Container>
    </Section>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Welcome = styled.h1`
  margin: 0;
  /* A long username wraps instead of widening the page on a phone. */
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xxl};
  &:focus {
    outline: none;
  }
`;
const Name = styled.span`
  color: ${({ theme }) => theme.color.accent};
`;
const Progress = styled.div`
  margin: ${({ theme }) => theme.space.xl} 0;
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;
