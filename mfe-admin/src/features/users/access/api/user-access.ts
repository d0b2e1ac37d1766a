import { useMutation } from '@tanstack/react-query';
import type { AdminResetLink, EndedSessions, MessageResponse } from '@zak/contract';
import { apiSend } from 'shared-ui';

/** POST /api/admin/users/:id/reset-link: a one-time link (24 h), shown once. */
export const useCreateResetLink = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiSend<AdminResetLink>('POST', `/api/admin/users/${encodeURIComponent(id)}/reset-link`),
  });

/** POST /api/admin/users/:id/sessions/end: signs the user out everywhere. */
export const useEndUserSessions = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiSend<EndedSessions>('POST', `/api/admin/users/${encodeURIComponent(id)}/sessions/end`),
  });

/** POST /api/admin/users/:id/second-factor/reset: another administrator's lost factor (audited). */
export const useResetSecondFactor = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiSend<MessageResponse>(
        'POST',
        `/api/admin/users/${encodeURIComponent(id)}/second-factor/reset`,
      ),
  });
