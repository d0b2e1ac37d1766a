import { Router } from 'express';
import type {
  ConversationListQuery,
  CreateConversationRequest,
  CreateMessageRequest,
  DeleteConversationsResponse,
} from '../contract';
import { say } from '../lib/lang';
import { MSG } from '../lib/messages';
import { currentUser, requireUser } from '../middlewares/auth';
import { input, validate } from '../middlewares/validate';
import {
  addMessage,
  createForUser,
  deleteAllForUser,
  deleteForUser,
  getForUser,
  listJsonForUser,
  pageForUser,
} from '../services/conversation.service';
import {
  conversationIdSchema,
  createConversationSchema,
  createMessageSchema,
  listConversationsSchema,
} from '../validation/conversation.validation';

export const conversationRouter = Router();
conversationRouter.use(requireUser);

conversationRouter.get('/', validate(listConversationsSchema), async (req, res) => {
  const query = input<ConversationListQuery>(res, 'query');
  const userId = currentUser(req).id;
  // The spec's plain array, unless the caller asks for a page (limit or cursor).
  if (query.limit === undefined && query.cursor === undefined && !query.q) {
    res.type('application/json').send(await listJsonForUser(userId));
  } else {
    res.json(await pageForUser(userId, query));
  }
});

conversationRouter.get('/:id', validate(conversationIdSchema), async (req, res) => {
  const { id } = input<{ id: string }>(res, 'params');
  res.json(await getForUser(id, currentUser(req).id));
});

conversationRouter.post('/', validate(createConversationSchema), async (req, res) => {
  const body = input<CreateConversationRequest>(res, 'body');
  res.status(201).json(await createForUser(currentUser(req).id, body));
});

conversationRouter.delete('/:id', validate(conversationIdSchema), async (req, res) => {
  const { id } = input<{ id: string }>(res, 'params');
  const deleted = await deleteForUser(id, currentUser(req).id);
  const answer: DeleteConversationsResponse = {
    message: say(req, MSG.conversationDeleted),
    deleted,
  };
  res.json(answer);
});

conversationRouter.delete('/', async (req, res) => {
  const deleted = await deleteAllForUser(currentUser(req).id);
  const answer: DeleteConversationsResponse = {
    message: say(req, MSG.conversationsDeleted),
    deleted,
  };
  res.json(answer);
});

export const messageRouter = Router();

messageRouter.post('/', requireUser, validate(createMessageSchema), async (req, res) => {
  const body = input<CreateMessageRequest>(res, 'body');
  res.status(201).json(await addMessage(currentUser(req).id, body));
});
