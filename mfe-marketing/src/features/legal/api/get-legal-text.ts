import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalDoc, LegalText } from '@zak/contract';
import { apiGet } from 'shared-ui';

/** GET /api/legal/:doc: the administrator's markdown, both languages (public, cached a minute). */
export const legalTextQueryOptions = (doc: LegalDoc) =>
  queryOptions({
    queryKey: ['legal', doc] as const,
    queryFn: ({ signal }) => apiGet<LegalText>(`/api/legal/${doc}`, { signal }),
  });

export const useLegalText = (doc: LegalDoc) => useQuery(legalTextQueryOptions(doc));
