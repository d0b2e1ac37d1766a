// The member area's screens (issues #21, #38), composed here because features never import each
// other: the account page, the member home (its cards from the progress and account features) and
// the progress screen, each behind the account's gate (title, loading, redirect, two-step, consent).
import { useT } from '../i18n';
import { Container, Section } from '../lib/layout';
import { AiAccessCard } from '../features/account/components/account-cards';
import { useArrivalFocus } from '../lib/arrival-focus';
import { AccountPage, MemberGate } from '../features/account/components/account-page';
import { MemberHome } from '../features/member-home/components/member-home';
import { CheckInDueCard } from '../features/progress/components/check-in-due';
import { ProgressCard } from '../features/progress/components/progress-card';
import { ProgressTracker } from '../features/progress/components/progress-tracker';
import { RemindersSection } from '../features/reminders/reminders-section';

/** /account, /mon-compte, with the reminders' settings (issue #37) in its `section` slot. */
export function AccountScreen() {
  return <AccountPage slots={{ section: <RemindersSection /> }} />;
}

/** /accueil, /home. */
export function MemberHomeScreen() {
  const t = useT();
  const heading = useArrivalFocus<HTMLHeadingElement>();
  return (
    <MemberGate meta={t.meta.memberHome}>
      {(user) => (
        <MemberHome
          heading={heading}
          cards={[
            <CheckInDueCard key="checkin" />,
            <ProgressCard key="weight" />,
            <AiAccessCard key="access" user={user} />,
          ]}
        />
      )}
    </MemberGate>
  );
}

/** /progres, /progress. */
export function ProgressScreen() {
  const t = useT();
  const heading = useArrivalFocus<HTMLHeadingElement>();
  return (
    <MemberGate meta={t.meta.progress}>
      {() => (
        <Section>
          <Container>
            <ProgressTracker heading={heading} />
          </Container>
        </Section>
      )}
    </MemberGate>
  );
}
