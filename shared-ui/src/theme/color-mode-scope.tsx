import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { themes } from './tokens';

export type ColorMode = keyof typeof themes;

/**
 * A part of the page drawn in one palette of the design system, whatever the shell's: a nested
 * ThemeProvider (styled-components merges nothing, the whole theme is swapped). The admin panel's
 * dark/light toggle is the one user. This is the only provider a remote renders: the shell's
 * QueryClient, language and toast providers stay the single ones. Portals (dialogs) rendered
 * inside keep the palette, since React context crosses portals.
 */
export function ColorModeScope({ mode, children }: { mode: ColorMode; children: ReactNode }) {
  return <ThemeProvider theme={themes[mode]}>{children}</ThemeProvider>;
}
