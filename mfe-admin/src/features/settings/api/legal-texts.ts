import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LegalDoc, LegalLang, LegalText, TermsRenewal } from '@zak/contract';
import { apiGet, apiSend } from 'shared-ui';

/** GET /api/admin/legal: both legal texts, both languages. */
export function legalTextsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'legal'] as const,
    queryFn: ({ signal }) => apiGet<LegalText[]>('/api/admin/legal', { signal }),
  });
}

export function useLegalTexts() {
  return useQuery(legalTextsQueryOptions());
}

export interface SaveLegalTextInput {
  doc: LegalDoc;
  lang: LegalLang;
  text: string;
}

/** PUT /api/admin/legal/:doc/:lang; the answer is the new list. */
export function useSaveLegalText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ doc, lang, text }: SaveLegalTextInput) =>
      apiSend<LegalText[]>('PUT', `/api/admin/legal/${doc}/${lang}`, { text }),
    onSuccess: (list) => queryClient.setQueryData(legalTextsQueryOptions().queryKey, list),
  });
}

/**
 * POST /api/admin/legal/terms/renewal: members who accepted another version of the terms are
 * asked to accept these at their next visit; the answer says how many.
 */
export function useAskTermsRenewal() {
  return useMutation({
    mutationFn: () => apiSend<TermsRenewal>('POST', '/api/admin/legal/terms/renewal'),
  });
}
