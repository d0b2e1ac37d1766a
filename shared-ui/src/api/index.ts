export {
  ApiError,
  apiFetch,
  apiGet,
  apiSend,
  withQuery,
  errorMessage,
  isUnauthorized,
  type HttpMethod,
  type GetOptions,
} from './client';
export { createQueryClient, defaultQueryFn, QUERY_DEFAULTS } from './query-client';
export {
  CURRENT_USER_KEY,
  currentUserQueryOptions,
  fetchCurrentUser,
  logoutRequest,
  useCurrentUser,
  useLogout,
} from './current-user';
