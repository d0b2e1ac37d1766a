import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from 'shared-ui';
import type {
  AccountSession,
  ChangeEmailRequest,
  EmailStatus,
  EndedSessions,
  ForgotPasswordRequest,
  MessageResponse,
  ResetPasswordRequest,
  ResetTokenCheck,
} from '@zak/contract';

/** POST /api/auth/forgot-password: the same answer whether or not an account matches. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      apiSend<MessageResponse>('POST', '/api/auth/forgot-password', body),
  });

/** A POST: the token never lands in a URL or an access log. */
export const checkResetToken = (token: string) =>
  apiSend<ResetTokenCheck>('POST', '/api/auth/reset-password/check', { token });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      apiSend<MessageResponse>('POST', '/api/auth/reset-password', body),
  });

export const verifyEmail = (token: string) =>
  apiSend<MessageResponse>('POST', '/api/auth/verify-email', { token });

const EMAIL_KEY = ['/api/account/email'] as const;
const SESSIONS_KEY = ['/api/account/sessions'] as const;

export const useEmailStatus = () =>
  useQuery({ queryKey: EMAIL_KEY, queryFn: () => apiGet<EmailStatus>('/api/account/email') });

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailRequest) =>
      apiSend<EmailStatus & MessageResponse>('POST', '/api/account/email', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_KEY }),
  });
}

export const useSendVerification = () =>
  useMutation({
    mutationFn: () => apiSend<MessageResponse>('POST', '/api/account/email/verification'),
  });

export const useSessions = () =>
  useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => apiGet<AccountSession[]>('/api/account/sessions'),
  });

export function useEndSessions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  return {
    one: useMutation({
      mutationFn: (id: string) =>
        apiSend<MessageResponse>('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
    others: useMutation({
      mutationFn: () => apiSend<EndedSessions>('POST', '/api/account/sessions/end-others'),
      onSuccess: refresh,
    }),
  };
}
