import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteConversationsResponse } from '@zak/contract';
import { apiSend } from 'shared-ui';
import { conversationKeys } from '../../../lib/query-keys';

/** DELETE /api/conversations/{id} */
export const deleteConversation = (id: string) =>
  apiSend<DeleteConversationsResponse>('DELETE', `/api/conversations/${encodeURIComponent(id)}`);

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
  });
}
