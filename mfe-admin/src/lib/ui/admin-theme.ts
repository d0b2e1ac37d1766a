import { createGlobalStyle } from 'styled-components';
import { themes } from 'shared-ui';

export type AdminMode = 'light' | 'dark';

/** Class giving an element (the panel, a dialog portal) the admin colours of one mode. */
export const adminModeClass = (mode: AdminMode) => `zc-admin-${mode}`;

function variables(mode: AdminMode): string {
  return Object.entries(themes[mode].color)
    .map(([name, value]) => `--admin-${name}: ${value};`)
    .join('\n');
}

/** The panel's own light/dark palettes (the admin toggle), as CSS variables read by its components. */
export const AdminThemeVariables = createGlobalStyle`
  .${adminModeClass('light')} { ${variables('light')} color-scheme: light; }
  .${adminModeClass('dark')} { ${variables('dark')} color-scheme: dark; }
`;
