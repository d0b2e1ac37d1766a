import { Router } from 'express';
import Joi from 'joi';
import type { AiChatRequest, AiChatResponse } from '../contract';
import { requireAiAccess, requireUser } from '../middlewares/auth';
import { input, validate } from '../middlewares/validate';
import { assertAiEnabled } from '../services/setting.service';

const chatSchema = {
  body: Joi.object({
    message: Joi.string().trim().min(1).max(8000).required().messages({
      'any.required': 'contentRequired',
      'string.empty': 'contentRequired',
      'string.base': 'contentRequired',
      'string.max': 'contentTooLong',
    }),
    settings: Joi.object().unknown(true).optional(),
    conversationId: Joi.string().guid().optional(),
  }),
};

export const aiRouter = Router();

aiRouter.post('/chat', requireUser, requireAiAccess, validate(chatSchema), async (_req, res) => {
  await assertAiEnabled();
  const { message } = input<AiChatRequest>(res, 'body');
  // PLACEHOLDER until the AI engine issue: a fixed acknowledgement, no model behind it.
  const response: AiChatResponse = {
    response: `Zak IA (version de démonstration) a bien reçu ta question : « ${message.slice(0, 200)} ». Le moteur de coaching arrive bientôt.`,
  };
  res.json(response);
});
