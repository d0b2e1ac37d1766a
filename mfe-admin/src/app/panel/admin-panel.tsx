import { useState } from 'react';
import styled from 'styled-components';
import { AccountTab } from '../../features/account/components/account-tab';
import { AdminLogsTab } from '../../features/admin-logs/components/admin-logs-tab';
import { DashboardTab } from '../../features/dashboard/components/dashboard-tab';
import { IaLogsTab } from '../../features/ia-logs/components/ia-logs-tab';
import { SettingsTab } from '../../features/settings/components/settings-tab';
import { UsersTab } from '../../features/users/components/users-tab';
import { v } from '../../lib/ui/primitives';
import { AccessGuard } from './access-guard';
import { AdminNav, type AdminTab } from './admin-nav';
import { adminModeClass, AdminThemeVariables } from '../../lib/ui/admin-theme';
import { useDarkMode } from './use-dark-mode';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  min-height: 100vh;
  background: ${v('background')};
  color: ${v('text')};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/** The administration panel (dashboard, users, AI logs, admin logs, settings, account), behind the access check. */
export function AdminPanel() {
  const { dark, toggle } = useDarkMode();
  const modeClass = adminModeClass(dark ? 'dark' : 'light');
  return (
    <>
      <AdminThemeVariables />
      <div className={modeClass}>
        <AccessGuard>
          <PanelContent modeClass={modeClass} dark={dark} onToggleDark={toggle} />
        </AccessGuard>
      </div>
    </>
  );
}

function PanelContent({
  modeClass,
  dark,
  onToggleDark,
}: {
  modeClass: string;
  dark: boolean;
  onToggleDark: () => void;
}) {
  const [tab, setTab] = useState<AdminTab>('dashboard');
  return (
    <Layout className={modeClass}>
      <AdminNav active={tab} onSelect={setTab} dark={dark} onToggleDark={onToggleDark} />
      <Main>
        {tab === 'dashboard' && <DashboardTab />}
        {tab === 'users' && <UsersTab themeClassName={modeClass} />}
        {tab === 'iaLogs' && <IaLogsTab />}
        {tab === 'adminLogs' && <AdminLogsTab />}
        {tab === 'account' && <AccountTab />}
        {tab === 'settings' && <SettingsTab />}
      </Main>
    </Layout>
  );
}
