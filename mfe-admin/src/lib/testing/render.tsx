import './polyfills';
import type { ReactElement } from 'react';
import { renderWithProviders, type ProvidersOptions } from 'shared-ui/testing';
import { AdminThemeVariables, adminModeClass } from '../ui/admin-theme';

/** Renders an admin screen under the shell's providers (as inside the shell), French by default. */
export function renderAdmin(ui: ReactElement, options: ProvidersOptions = {}) {
  return renderWithProviders(
    <>
      <AdminThemeVariables />
      <div className={adminModeClass('light')}>{ui}</div>
    </>,
    { lang: 'fr', route: '/admin', ...options },
  );
}
