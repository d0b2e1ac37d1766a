import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteConversationsResponse } from '@zak/contract';
import { apiSend } from 'shared-ui';
import { conversationKeys } from '../../../lib/query-keys';

/** DELETE /api/conversations: deletes every conversation of the member. */
export const deleteAllConversations = () =>
  apiSend<DeleteConversationsResponse>('DELETE', '/api/conversations');

export function useDeleteAllConversations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllConversations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
  });
}
