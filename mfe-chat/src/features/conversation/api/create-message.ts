import type { CreateMessageRequest, MessageRecord } from '@zak/contract';
import { apiSend } from 'shared-ui';

/** POST /api/messages: saves a member message or an AI reply to an existing conversation. */
export const createMessage = (body: CreateMessageRequest) =>
  apiSend<MessageRecord>('POST', '/api/messages', body);
