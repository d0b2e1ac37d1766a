import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageResponse,
  RecoveryCodes,
  SecondFactorStatus,
  TotpEnrolment,
} from '@zak/contract';
import { apiGet, apiSend } from 'shared-ui';

const STATUS_KEY = ['/api/auth/second-factor'] as const;

/** GET /api/auth/second-factor: on or off, required or not, recovery codes left. */
export const useSecondFactorStatus = () =>
  useQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) => apiGet<SecondFactorStatus>('/api/auth/second-factor', { signal }),
  });

/** POST /api/auth/second-factor/recovery-codes: ten new codes (current password); old ones end. */
export const useNewRecoveryCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) =>
      apiSend<RecoveryCodes>('POST', '/api/auth/second-factor/recovery-codes', {
        currentPassword,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
};

/** POST /api/auth/second-factor/enrolment: a new key (current password), shown once. */
export const useStartEnrolment = () =>
  useMutation({
    mutationFn: (currentPassword: string) =>
      apiSend<TotpEnrolment>('POST', '/api/auth/second-factor/enrolment', { currentPassword }),
  });

/** POST /api/auth/second-factor/enrolment/confirm: the first code; answers the recovery codes. */
export const useConfirmEnrolment = () =>
  useMutation({
    mutationFn: (code: string) =>
      apiSend<RecoveryCodes>('POST', '/api/auth/second-factor/enrolment/confirm', { code }),
  });

/** POST /api/auth/second-factor/verify: a 6-digit code or a recovery code. */
export const useVerifySecondFactor = () =>
  useMutation({
    mutationFn: (code: string) =>
      apiSend<MessageResponse>('POST', '/api/auth/second-factor/verify', { code }),
  });
