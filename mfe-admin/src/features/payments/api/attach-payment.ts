import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserList, AttachPaymentRequest, MessageResponse } from '@zak/contract';
import { apiGet, apiSend, withQuery } from 'shared-ui';
import { paymentKeys } from './get-payment-events';

export class MemberNotFoundError extends Error {
  override name = 'MemberNotFoundError';
}

/** The member with exactly this username (any case), through the users list's search. */
async function findMemberId(username: string): Promise<string> {
  const wanted = username.trim().toLowerCase();
  const list = await apiGet<AdminUserList>(
    withQuery('/api/admin/users', { search: username.trim(), page: 1, limit: 20 }),
  );
  const found = list.users.find((u) => u.username.toLowerCase() === wanted);
  if (!found) throw new MemberNotFoundError(username);
  return found.id;
}

/** POST /api/admin/payments/events/:id/attach for the member named `username` (audited). */
export async function attachPayment(input: {
  eventId: string;
  username: string;
}): Promise<MessageResponse> {
  const body: AttachPaymentRequest = { userId: await findMemberId(input.username) };
  return apiSend<MessageResponse>(
    'POST',
    `/api/admin/payments/events/${encodeURIComponent(input.eventId)}/attach`,
    body,
  );
}

export function useAttachPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachPayment,
    // The queue, the events and the access lists all change; so does the users tab's column.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      ]),
  });
}
