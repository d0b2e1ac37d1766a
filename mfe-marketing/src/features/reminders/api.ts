import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from 'shared-ui';
import type { ReminderInput, ReminderKind, ReminderList, ReminderSetting } from '@zak/contract';

const KEY = ['/api/account/reminders'] as const;

/** GET /api/account/reminders: every kind with its settings. */
export const useReminders = () =>
  useQuery({ queryKey: KEY, queryFn: () => apiGet<ReminderList>('/api/account/reminders') });

/** PUT /api/account/reminders/:kind; the list is updated with the stored row. */
export function useSaveReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: ReminderKind; body: ReminderInput }) =>
      apiSend<ReminderSetting>('PUT', `/api/account/reminders/${kind}`, body),
    onSuccess: (saved) =>
      client.setQueryData<ReminderList>(KEY, (list) =>
        list ? { reminders: list.reminders.map((r) => (r.kind === saved.kind ? saved : r)) } : list,
      ),
  });
}
