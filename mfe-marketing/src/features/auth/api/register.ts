import { useMutation } from '@tanstack/react-query';
import { apiSend } from 'shared-ui';
import type { RegisterRequest, RegisterResponse } from '@zak/contract';

/** POST /api/auth/register (does not sign in). */
export const register = (body: RegisterRequest): Promise<RegisterResponse> =>
  apiSend<RegisterResponse>('POST', '/api/auth/register', body);

export function useRegister() {
  return useMutation({ mutationFn: register });
}
