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

/** Replaces window.fetch with a JSON router for component tests (never used in e2e). */
export function mockFetch(
  routes: Record<string, (init?: RequestInit) => { status?: number; body?: unknown }>,
) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = routes[`${method} ${url}`] ?? routes[url];
    if (!handler)
      return new Response(JSON.stringify({ message: 'not found' }), {
        status: 404,
        statusText: 'Not Found',
      });
    const { status = 200, body } = handler(init);
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      statusText: status === 401 ? 'Unauthorized' : status >= 400 ? 'Error' : 'OK',
      headers: { 'Content-Type': 'application/json' },
    });
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
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
