// Test helpers for every workspace's component tests: `import { renderWithProviders } from
// 'shared-ui/testing'`.
import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../providers/app-providers';
import type { Lang } from '../i18n/language';
import { QUERY_DEFAULTS, defaultQueryFn } from '../api/query-client';
import { PAGE_PREVIEW_ID, PAGE_PREVIEW_LANG_ATTR } from '../routes/page-preview';

export {
  fakeUser,
  installFakeApi,
  type ContractRoutes,
  type FakeApi,
  type FakeApiOptions,
  type FakeHandler,
  type FakeReply,
  type FakeRequest,
  type FakeRoutes,
} from './fake-api';

/** A QueryClient with the suite's defaults but no retries (tests fail fast). */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: defaultQueryFn, ...QUERY_DEFAULTS, retry: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  lang?: Lang;
  queryClient?: QueryClient;
  theme?: 'dark' | 'light';
}

/** render() under the suite's providers and a MemoryRouter at `route` (default "/"). */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { route = '/', lang, queryClient = createTestQueryClient(), theme, ...rest } = options;
  const result = render(ui, {
    wrapper: ({ children }) => (
      <AppProviders queryClient={queryClient} initialLang={lang} theme={theme}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    ),
    ...rest,
  });
  return { ...result, queryClient };
}

/**
 * The shell page's page-preview slot as the server composes it (shared-ui page-preview.ts): with a
 * preview written in `lang` (its content is `html`), or empty with `lang` null. Appended to the
 * body; remove it after the test.
 */
export function addPagePreview(lang: Lang | null, html = ''): HTMLElement {
  const slot = document.createElement('div');
  slot.id = PAGE_PREVIEW_ID;
  if (lang) slot.innerHTML = `<div ${PAGE_PREVIEW_LANG_ATTR}="${lang}">${html}</div>`;
  document.body.append(slot);
  return slot;
}
