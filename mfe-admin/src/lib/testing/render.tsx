import './polyfills';
import type { ReactElement } from 'react';
import { ColorModeScope } from 'shared-ui';
import { renderWithProviders, type ProvidersOptions } from 'shared-ui/testing';

/** Renders an admin screen under the shell's providers (as inside the shell), French by default. */
export function renderAdmin(ui: ReactElement, options: ProvidersOptions = {}) {
  return renderWithProviders(<ColorModeScope mode="light">{ui}</ColorModeScope>, {
    lang: 'fr',
    route: '/admin',
    ...options,
  });
}
