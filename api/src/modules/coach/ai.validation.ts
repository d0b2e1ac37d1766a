import { AI_MESSAGE_MAX_LENGTH } from '@zak/contract';
import { Joi } from '../../platform/validation/joi';

/** Longest chat message accepted (characters): about 2,000 tokens, well inside any model's context. */
export const MAX_AI_MESSAGE = AI_MESSAGE_MAX_LENGTH;

export interface AiChatBody {
  message: string;
  settings?: { personality?: string; responseSpeed?: string; language?: 'fr' | 'en' };
  conversationId?: string;
  structuredResponses?: boolean;
}

export const aiChatSchema = {
  body: Joi.object<AiChatBody>({
    message: Joi.string()
      .controls('multiline')
      .trim()
      .min(1)
      .max(MAX_AI_MESSAGE)
      .required()
      .messages({
        'any.required': 'contentRequired',
        'string.empty': 'contentRequired',
        'string.base': 'contentRequired',
        'string.max': 'contentTooLong',
      }),
    // The chat screen sends { personality: 'ifbb', responseSpeed: 'detailed', language: 'fr' };
    // other keys are tolerated (the contract allows them) and ignored.
    settings: Joi.object({
      personality: Joi.string().controls('strip').trim().max(50),
      responseSpeed: Joi.string().controls('strip').trim().max(50),
      language: Joi.string().valid('fr', 'en'),
    }).unknown(true),
    conversationId: Joi.string().guid().messages({
      'string.guid': 'idInvalid',
      'string.base': 'idInvalid',
    }),
    structuredResponses: Joi.boolean().strict(),
  }),
};
