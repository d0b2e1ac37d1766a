// Design tokens. Colour pairs are chosen for WCAG AA contrast (>= 4.5:1 for text).
const common = {
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading:
      "'Oswald', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2.25rem',
    display: 'clamp(2.25rem, 6vw, 4rem)',
  },
  fontWeight: { regular: 400, medium: 500, bold: 700, black: 800 },
  lineHeight: { tight: 1.2, normal: 1.5 },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    section: '5rem',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  breakpoints: { mobile: 768 },
  /** Media query for the spec's mobile breakpoint (mobile below 768 px). */
  media: { mobile: '@media (max-width: 767.98px)', desktop: '@media (min-width: 768px)' },
  zIndex: { header: 100, overlay: 200, modal: 300, toast: 400 },
  transition: { fast: '150ms ease', normal: '250ms ease' },
  headerHeight: '64px',
} as const;

export const darkTheme = {
  ...common,
  mode: 'dark' as 'dark' | 'light',
  color: {
    background: '#0b0b0f',
    surface: '#15151c',
    surfaceRaised: '#1e1e27',
    border: '#33333f',
    text: '#f4f4f5',
    textMuted: '#b4b4bd',
    primary: '#dc2626',
    primaryHover: '#b91c1c',
    onPrimary: '#ffffff',
    accent: '#f59e0b',
    success: '#22c55e',
    danger: '#f87171',
    dangerSolid: '#b91c1c',
    warning: '#fbbf24',
    focus: '#fbbf24',
    overlay: 'rgba(0, 0, 0, 0.65)',
    headerScrolled: 'rgba(11, 11, 15, 0.96)',
    headerTop: 'rgba(11, 11, 15, 0.55)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 6px 20px rgba(0, 0, 0, 0.45)',
  },
};

export type AppTheme = typeof darkTheme;

export const lightTheme: AppTheme = {
  ...common,
  mode: 'light',
  color: {
    background: '#ffffff',
    surface: '#f4f4f5',
    surfaceRaised: '#ffffff',
    border: '#d4d4d8',
    text: '#18181b',
    textMuted: '#52525b',
    primary: '#b91c1c',
    primaryHover: '#991b1b',
    onPrimary: '#ffffff',
    accent: '#b45309',
    success: '#15803d',
    danger: '#b91c1c',
    dangerSolid: '#b91c1c',
    warning: '#854d0e', // 6.2:1 on the light surface (#a16207 was 4.49:1, under AA for small text)
    focus: '#1d4ed8',
    overlay: 'rgba(24, 24, 27, 0.55)',
    headerScrolled: 'rgba(255, 255, 255, 0.97)',
    headerTop: 'rgba(255, 255, 255, 0.7)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
    md: '0 6px 20px rgba(0, 0, 0, 0.12)',
  },
};

export const themes = { dark: darkTheme, light: lightTheme } as const;
