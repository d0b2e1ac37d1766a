import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type ConversationPage, type ConversationSummary } from '@zak/contract';
import { apiGet, withQuery } from 'shared-ui';
import { conversationKeys } from '../../../lib/query-keys';

export const HISTORY_PAGE_SIZE = PAGE_SIZE.conversations;

/**
 * GET /api/conversations?q=&limit=&cursor=: one page of the history, newest update first.
 * Spec: a failed read gives an empty list (the modal then shows its empty state).
 */
export async function fetchConversationPage(
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ConversationPage> {
  try {
    const path = withQuery('/api/conversations', {
      q: q.trim(),
      limit: HISTORY_PAGE_SIZE,
      cursor,
    });
    const answer = await apiGet<ConversationPage | ConversationSummary[]>(path, { signal });
    // A server without paging answers the plain array.
    return Array.isArray(answer) ? { items: answer, nextCursor: null } : answer;
  } catch (error) {
    if (signal?.aborted) throw error;
    return { items: [], nextCursor: null };
  }
}

export const conversationListQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(q.trim()),
    queryFn: ({ pageParam, signal }) => fetchConversationPage(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export const useConversationList = (q: string, enabled: boolean) =>
  useInfiniteQuery({ ...conversationListQueryOptions(q), enabled });
