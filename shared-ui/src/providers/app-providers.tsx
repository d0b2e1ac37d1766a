import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '../api/query-client';
import { LanguageProvider, type Lang } from '../i18n/language';
import { GlobalStyle, themes } from '../theme';
import { Toaster } from '../toast';

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  theme?: 'dark' | 'light';
  initialLang?: Lang;
  /** Render the toast viewport (default true). */
  toaster?: boolean;
}

/**
 * The providers every screen runs under: QueryClient (spec read defaults), theme + global styles,
 * language and the toast viewport. Rendered ONCE by the shell (and by a remote's standalone dev
 * mount or tests); remotes never render it inside the shell.
 */
export function AppProviders({
  children,
  queryClient,
  theme = 'dark',
  initialLang,
  toaster = true,
}: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={themes[theme]}>
        <GlobalStyle />
        <LanguageProvider initialLang={initialLang}>
          {children}
          {toaster ? <Toaster /> : null}
        </LanguageProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
