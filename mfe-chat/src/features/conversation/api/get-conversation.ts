import { queryOptions } from '@tanstack/react-query';
import type { ConversationDetail } from '@zak/contract';
import { apiGet } from 'shared-ui';
import { conversationKeys } from '../../../lib/query-keys';

/** GET /api/conversations/{id}: the conversation with its messages, oldest first. */
export const fetchConversation = (id: string, signal?: AbortSignal) =>
  apiGet<ConversationDetail>(`/api/conversations/${encodeURIComponent(id)}`, { signal });

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => fetchConversation(id, signal),
    staleTime: 0,
  });
