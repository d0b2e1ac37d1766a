import type { ReplaceMessagesRequest, ReplaceMessagesResponse } from '@zak/contract';
import { apiSend } from 'shared-ui';

/**
 * POST /api/conversations/{id}/replace: edit and regenerate removed this message and every later
 * one from the screen; the server marks them replaced, so a reload, the history and the export
 * show what the member saw.
 */
export const replaceMessages = (conversationId: string, body: ReplaceMessagesRequest) =>
  apiSend<ReplaceMessagesResponse>(
    'POST',
    `/api/conversations/${encodeURIComponent(conversationId)}/replace`,
    body,
  );
