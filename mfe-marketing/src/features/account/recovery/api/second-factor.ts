import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageResponse,
  RecoveryCodes,
  SecondFactorStatus,
  TotpEnrolment,
} from '@zak/contract';
import { apiGet, apiSend, currentUserQueryOptions } from 'shared-ui';

const STATUS_KEY = ['/api/auth/second-factor'] as const;

/** GET /api/auth/second-factor: on or off, required or not, recovery codes left. */
export const useSecondFactorStatus = () =>
  useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => apiGet<SecondFactorStatus>('/api/auth/second-factor'),
  });

/** After a change: the status and the current user are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
      queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
    ]);
}

export const useStartEnrolment = () =>
  useMutation({
    mutationFn: (currentPassword: string) =>
      apiSend<TotpEnrolment>('POST', '/api/auth/second-factor/enrolment', { currentPassword }),
  });

export const useConfirmEnrolment = () =>
  useMutation({
    mutationFn: (code: string) =>
      apiSend<RecoveryCodes>('POST', '/api/auth/second-factor/enrolment/confirm', { code }),
  });

export const useNewRecoveryCodes = () =>
  useMutation({
    mutationFn: (currentPassword: string) =>
      apiSend<RecoveryCodes>('POST', '/api/auth/second-factor/recovery-codes', {
        currentPassword,
      }),
  });

export const useRemoveSecondFactor = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (currentPassword: string) =>
      apiSend<MessageResponse>('POST', '/api/auth/second-factor/remove', { currentPassword }),
    onSuccess: () => refresh(),
  });
};

/** POST /api/auth/second-factor/verify; then the signed-in user is read again. */
export const useVerifySecondFactor = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) =>
      apiSend<MessageResponse>('POST', '/api/auth/second-factor/verify', { code }),
    onSuccess: () => refresh(),
  });
};

export { useRefresh as useRefreshSecondFactor };
