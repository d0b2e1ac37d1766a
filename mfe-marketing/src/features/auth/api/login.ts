import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, currentUserQueryOptions } from 'shared-ui';
import type { LoginRequest, LoginResponse } from '@zak/contract';

/** POST /api/auth/login */
export const login = (body: LoginRequest): Promise<LoginResponse> =>
  apiSend<LoginResponse>('POST', '/api/auth/login', body);

/** Logs in and puts the signed-in user into the current-user cache at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (res) => {
      const { queryKey } = currentUserQueryOptions();
      queryClient.setQueryData(queryKey, res.user);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
