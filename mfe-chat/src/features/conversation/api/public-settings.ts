import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@zak/contract';
import { apiGet } from 'shared-ui';
import { publicSettingsKey } from '../../../lib/query-keys';

/** GET /api/settings/public: the welcome message set by the administrator (null when unset). */
export const fetchPublicSettings = (signal?: AbortSignal) =>
  apiGet<PublicSettings>('/api/settings/public', { signal });

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: publicSettingsKey,
    queryFn: ({ signal }) => fetchPublicSettings(signal),
  });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());
