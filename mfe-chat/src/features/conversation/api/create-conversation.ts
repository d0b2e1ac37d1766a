import type { CreateConversationRequest, CreateConversationResponse } from '@zak/contract';
import { apiSend } from 'shared-ui';

/** POST /api/conversations: the first message creates the conversation. */
export const createConversation = (body: CreateConversationRequest) =>
  apiSend<CreateConversationResponse>('POST', '/api/conversations', body);
