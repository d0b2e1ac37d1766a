import { Router, type Request } from 'express';
import type { DeleteConversationsResponse } from '@zak/contract';
import type { ConversationListCache } from './conversation-cache';
import { say } from '../../platform/lang';
import { CONVERSATION_MSG } from './messages';
import { currentUser, requireUser } from '../members';
import { input, validate } from '../../platform/http/validate';
import {
  addMessage,
  createForUser,
  deleteAllForUser,
  deleteForUser,
  getForUser,
  listBodyForUser,
  replaceFromForUser,
  type ListCacheContext,
  type ListEncoding,
} from './conversation.service';
import {
  conversationIdSchema,
  createConversationSchema,
  createMessageSchema,
  listConversationsSchema,
  replaceMessagesSchema,
} from './conversation.validation';

export const conversationRouter = Router();
conversationRouter.use(requireUser);

/** This replica's list cache, when the session store read the user's conversations version. */
function listCache(req: Request): ListCacheContext | undefined {
  const lists = req.app.locals.conversationCache as ConversationListCache | undefined;
  const version = req.conversationsVersion;
  return lists && version ? { lists, version } : undefined;
}

/** As the compression middleware chooses (app.ts): brotli, else gzip, else none. */
function listEncoding(req: Request): ListEncoding {
  if (!req.headers['accept-encoding']) return 'identity';
  if (req.acceptsEncodings('br')) return 'br';
  return req.acceptsEncodings('gzip') ? 'gzip' : 'identity';
}

conversationRouter.get('/', validate(listConversationsSchema), async (req, res) => {
  const query = input(res, listConversationsSchema, 'query');
  const { bytes, encoding } = await listBodyForUser(
    currentUser(req).id,
    query,
    listEncoding(req),
    listCache(req),
  );
  // The headers res.json and the compression middleware would set, for bytes already encoded
  // (cached or not): the middleware passes an encoded answer through untouched.
  res.set('Content-Type', 'application/json; charset=utf-8').vary('Accept-Encoding');
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  res.send(bytes);
});

conversationRouter.get('/:id', validate(conversationIdSchema), async (req, res) => {
  const { id } = input(res, conversationIdSchema, 'params');
  res.json(await getForUser(id, currentUser(req).id));
});

conversationRouter.post('/', validate(createConversationSchema), async (req, res) => {
  const body = input(res, createConversationSchema, 'body');
  res.status(201).json(await createForUser(currentUser(req).id, body));
});

conversationRouter.post('/:id/replace', validate(replaceMessagesSchema), async (req, res) => {
  const { id } = input(res, replaceMessagesSchema, 'params');
  const { fromMessageId } = input(res, replaceMessagesSchema, 'body');
  res.json(await replaceFromForUser(id, currentUser(req).id, fromMessageId));
});

conversationRouter.delete('/:id', validate(conversationIdSchema), async (req, res) => {
  const { id } = input(res, conversationIdSchema, 'params');
  const deleted = await deleteForUser(id, currentUser(req).id);
  const answer: DeleteConversationsResponse = {
    message: say(req, CONVERSATION_MSG.conversationDeleted),
    deleted,
  };
  res.json(answer);
});

conversationRouter.delete('/', async (req, res) => {
  const deleted = await deleteAllForUser(currentUser(req).id);
  const answer: DeleteConversationsResponse = {
    message: say(req, CONVERSATION_MSG.conversationsDeleted),
    deleted,
  };
  res.json(answer);
});

export const messageRouter = Router();

messageRouter.post('/', requireUser, validate(createMessageSchema), async (req, res) => {
  const body = input(res, createMessageSchema, 'body');
  res.status(201).json(await addMessage(currentUser(req).id, body));
});
