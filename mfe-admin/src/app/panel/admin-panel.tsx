import { useState } from 'react';
import { ColorModeScope, useCurrentUser } from 'shared-ui';
import styled from 'styled-components';
import { AccountTab } from '../../features/account/components/account-tab';
import { AdminLogsTab } from '../../features/admin-logs/components/admin-logs-tab';
import { CoachingTab } from '../../features/coaching/components/coaching-tab';
import { DashboardTab } from '../../features/dashboard/components/dashboard-tab';
import { IaLogsTab } from '../../features/ia-logs/components/ia-logs-tab';
import { SecondFactorCard } from '../../features/second-factor/components/second-factor-card';
import { SecondFactorGate } from '../../features/second-factor/components/second-factor-gate';
import { PaymentsTab } from '../../features/payments/components/payments-tab';
import { SettingsTab } from '../../features/settings/components/settings-tab';
import { UsersTab } from '../../features/users/components/users-tab';
import { useT } from '../../i18n';
import { AccessGuard } from './access-guard';
import { ADMIN_TABS, AdminNav, COACH_TABS, type AdminTab } from './admin-nav';
import { useDarkMode } from './use-dark-mode';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  min-height: 100vh;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  color-scheme: ${({ theme }) => theme.mode};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// The shell's full-screen layout already holds the page's one <main>: the panel's content is a
// named region inside it.
const Content = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/**
 * The administration panel behind the access check, in its own palette: the admin's dark/light
 * toggle picks the design system's dark or light theme for everything inside, dialogs included.
 */
export function AdminPanel() {
  const { dark, toggle } = useDarkMode();
  return (
    <ColorModeScope mode={dark ? 'dark' : 'light'}>
      <Guarded>
        <AccessGuard>
          <SecondFactorGate>
            <PanelContent dark={dark} onToggleDark={toggle} />
          </SecondFactorGate>
        </AccessGuard>
      </Guarded>
    </ColorModeScope>
  );
}

// Texts of the access check take the panel's colours too (it has no layout yet).
const Guarded = styled.div`
  color: ${({ theme }) => theme.color.text};
`;

function PanelContent({ dark, onToggleDark }: { dark: boolean; onToggleDark: () => void }) {
  const t = useT();
  const { user } = useCurrentUser();
  // A coach (the access check let them in) has the coach desk only.
  const tabs = user?.role === 'coach' ? COACH_TABS : ADMIN_TABS;
  const [chosen, setTab] = useState<AdminTab>(tabs[0] ?? 'dashboard');
  const tab = tabs.includes(chosen) ? chosen : (tabs[0] ?? 'dashboard');
  return (
    <Layout>
      <AdminNav
        tabs={tabs}
        active={tab}
        onSelect={setTab}
        dark={dark}
        onToggleDark={onToggleDark}
      />
      <Content aria-label={t.nav.content}>
        {tab === 'dashboard' && <DashboardTab />}
        {tab === 'coaching' && <CoachingTab />}
        {tab === 'users' && <UsersTab />}
        {tab === 'iaLogs' && <IaLogsTab />}
        {tab === 'adminLogs' && <AdminLogsTab />}
        {tab === 'payments' && <PaymentsTab />}
        {tab === 'account' && <AccountTab security={<SecondFactorCard />} />}
        {tab === 'settings' && <SettingsTab />}
      </Content>
    </Layout>
  );
}
