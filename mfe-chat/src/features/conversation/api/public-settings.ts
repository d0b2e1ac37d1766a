import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@zak/contract';
import { apiGet } from 'shared-ui';
import { publicSettingsKey } from '../../../lib/query-keys';

/**
 * GET /api/settings/public: the welcome message set by the administrator in the screen's language
 * (the client sends it as Accept-Language; the server falls back to the other language's text),
 * null when both are empty.
 */
export const fetchPublicSettings = (signal?: AbortSignal) =>
  apiGet<PublicSettings>('/api/settings/public', { signal });

export const publicSettingsQueryOptions = (lang: 'fr' | 'en') =>
  queryOptions({
    queryKey: publicSettingsKey(lang),
    queryFn: ({ signal }) => fetchPublicSettings(signal),
  });

export const usePublicSettings = (lang: 'fr' | 'en') => useQuery(publicSettingsQueryOptions(lang));
