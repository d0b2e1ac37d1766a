import {
  MAX_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
  type ConversationListQuery,
  type CreateConversationRequest,
  type CreateMessageRequest,
  type ReplaceMessagesRequest,
  type ChatSuggestion,
} from '@zak/contract';
import { Joi } from '../../platform/validation/joi';
import { id, idParams } from '../../platform/validation/common';

/** Longest message text accepted (characters). */
export const MAX_CONTENT = MESSAGE_MAX_LENGTH;
/** A clarifying chip's label or message: a short question. */
const SUGGESTION_MAX = 200;
/** Chips under one answer (the offline coach offers 2 or 3 subjects, and may add the topic's full guide). */
const MAX_SUGGESTIONS = 4;

const content = Joi.string().controls('multiline').min(1).max(MAX_CONTENT).required().messages({
  'any.required': 'contentRequired',
  'string.empty': 'contentRequired',
  'string.base': 'contentRequired',
  'string.max': 'contentTooLong',
});

export const listConversationsSchema = {
  query: Joi.object<ConversationListQuery, true>({
    q: Joi.string().controls('strip').trim().max(200).allow(''),
    limit: Joi.number().integer().min(1).max(MAX_PAGE_SIZE),
    cursor: Joi.string()
      .max(200)
      .pattern(/^[A-Za-z0-9_-]+$/)
      .messages({
        'string.pattern.base': 'cursorInvalid',
        'string.max': 'cursorInvalid',
      }),
  }),
};

export const conversationIdSchema = { params: idParams };

export const createConversationSchema = {
  body: Joi.object<CreateConversationRequest>({
    // Longer titles are accepted and cut to 80 characters.
    title: Joi.string().controls('strip').trim().min(1).max(MAX_CONTENT).required().messages({
      'any.required': 'titleRequired',
      'string.empty': 'titleRequired',
      'string.base': 'titleRequired',
      'string.max': 'contentTooLong',
    }),
    firstMessage: Joi.object({
      role: Joi.string().valid('user').default('user'),
      content,
    }),
  }),
};

export const createMessageSchema = {
  body: Joi.object<CreateMessageRequest, true>({
    conversationId: id,
    type: Joi.string().valid('user', 'ai').required().messages({
      'any.only': 'messageTypeInvalid',
      'any.required': 'messageTypeInvalid',
      'string.base': 'messageTypeInvalid',
    }),
    content,
    tokens: Joi.number().integer().strict().min(0).max(10_000_000),
    suggestions: Joi.array()
      .items(
        Joi.object<ChatSuggestion, true>({
          label: Joi.string().controls('strip').trim().min(1).max(SUGGESTION_MAX).required(),
          message: Joi.string().controls('strip').trim().min(1).max(SUGGESTION_MAX).required(),
        }),
      )
      .max(MAX_SUGGESTIONS),
  }),
};

/** POST /api/conversations/:id/replace: the first message the chat removed from the screen. */
export const replaceMessagesSchema = {
  params: idParams,
  body: Joi.object<ReplaceMessagesRequest, true>({
    fromMessageId: id,
  }),
};
