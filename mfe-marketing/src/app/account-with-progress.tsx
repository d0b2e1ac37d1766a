// The account page with the progress tracker's card and section (issue 21): composed here because
// features never import each other.
import { AccountPage } from '../features/account/components/account-page';
import { ProgressCard } from '../features/progress/components/progress-card';
import { ProgressTracker } from '../features/progress/components/progress-tracker';
import { RemindersSection } from '../features/reminders/reminders-section';

export function AccountWithProgress() {
  return (
    <AccountPage
      slots={{
        card: <ProgressCard />,
        section: <ProgressTracker />,
        settings: <RemindersSection />,
      }}
    />
  );
}
