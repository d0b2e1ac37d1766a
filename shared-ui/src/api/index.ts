export {
  ApiError,
  apiFetch,
  apiGet,
  apiSend,
  idempotencyKey,
  withQuery,
  errorMessage,
  isUnauthorized,
  type HttpMethod,
  type GetOptions,
  type QueryValue,
} from './client';
export { downloadBlob, saveBlob, saveText } from './download';
export { createSseParser, type SseEvent } from './sse';
export { createQueryClient, defaultQueryFn, QUERY_DEFAULTS } from './query-client';
export {
  CURRENT_USER_KEY,
  SESSION_ENDED_EVENT,
  currentUserQueryOptions,
  fetchCurrentUser,
  logoutRequest,
  useCurrentUser,
} from './current-user';
export { useEndSession, useLogoutToHome } from './session';
export type * from '@zak/contract';
