import { Router, type Request } from 'express';
import type {
  Assignment,
  AttentionList,
  AttentionPage,
  CoachNote,
  CoachSummary,
  MemberFile,
  MessageResponse,
  RosterPage,
} from '@zak/contract';
import { lang, say } from '../../platform/lang';
import { appConfig } from '../../platform/http/app-config';
import { accountDeps } from '../../platform/http/session-meta';
import { createRateLimit } from '../../platform/http/rate-limit';
import { input, validate } from '../../platform/http/validate';
import { actorOf, currentUser, requireAdmin, requireStaff, requireUser } from '../members';
import { COACHING_MSG } from './messages';
import {
  addNote,
  assign,
  attention,
  coachOf,
  coaches,
  editNote,
  memberFile,
  notesOf,
  removeNote,
  replyToCheckIn,
  roster,
  scopeOf,
  setFlagState,
} from './coaching.service';
import {
  assignmentSchema,
  attentionQuerySchema,
  flagStateSchema,
  memberParamsSchema,
  noteCreateSchema,
  noteDeleteSchema,
  noteUpdateSchema,
  replySchema,
  rosterQuerySchema,
} from './coaching.validation';

const byUser = (req: Request) => (req.user ? `u:${req.user.id}` : undefined);
/** Reads: a coach going through the desk makes a few per screen. */
const readLimit = createRateLimit({
  name: 'coaching-read',
  windowMs: 60_000,
  limit: 300,
  key: byUser,
});
/** Writes: notes, replies, flags, assignments typed by hand. */
const writeLimit = createRateLimit({
  name: 'coaching-write',
  windowMs: 60_000,
  limit: 60,
  key: byUser,
});

const scope = (req: Request) => scopeOf(currentUser(req), appConfig(req));

/** The coach desk (issue 36): administrators (every member) and coaches (their own members). */
export const coachingRouter = Router();

// A member's own coach (the account page's "your coach"): any signed-in user, their own only.
coachingRouter.get('/my-coach', requireUser, readLimit, async (req, res) => {
  const mine: Assignment = await coachOf(currentUser(req).id);
  res.json(mine);
});

coachingRouter.use(requireUser, requireStaff);
coachingRouter.use((req, res, next) =>
  req.method === 'GET' ? readLimit(req, res, next) : writeLimit(req, res, next),
);

coachingRouter.get('/roster', validate(rosterQuerySchema), async (req, res) => {
  const page: RosterPage = await roster(scope(req), input(res, rosterQuerySchema, 'query'));
  res.json(page);
});

coachingRouter.get('/attention', validate(attentionQuerySchema), async (req, res) => {
  const page: AttentionPage = await attention(
    scope(req),
    lang(req),
    input(res, attentionQuerySchema, 'query'),
  );
  res.json(page);
});

coachingRouter.get('/members/:id', validate(memberParamsSchema), async (req, res) => {
  const { id } = input(res, memberParamsSchema, 'params');
  const file: MemberFile = await memberFile(scope(req), id, lang(req));
  res.json(file);
});

coachingRouter.post('/members/:id/flags', validate(flagStateSchema), async (req, res) => {
  const { id } = input(res, flagStateSchema, 'params');
  const list: AttentionList = await setFlagState(
    actorOf(req),
    scope(req),
    id,
    input(res, flagStateSchema, 'body'),
    lang(req),
  );
  res.json(list);
});

coachingRouter.get('/members/:id/notes', validate(memberParamsSchema), async (req, res) => {
  const { id } = input(res, memberParamsSchema, 'params');
  const notes: CoachNote[] = await notesOf(scope(req), id);
  res.json({ notes });
});

coachingRouter.post('/members/:id/notes', validate(noteCreateSchema), async (req, res) => {
  const { id } = input(res, noteCreateSchema, 'params');
  const { body } = input(res, noteCreateSchema, 'body');
  const note: CoachNote = await addNote(actorOf(req), scope(req), id, body);
  res.status(201).json(note);
});

coachingRouter.put('/members/:id/notes/:noteId', validate(noteUpdateSchema), async (req, res) => {
  const { id, noteId } = input(res, noteUpdateSchema, 'params');
  const { body } = input(res, noteUpdateSchema, 'body');
  const note: CoachNote = await editNote(actorOf(req), scope(req), id, noteId, body);
  res.json(note);
});

coachingRouter.delete(
  '/members/:id/notes/:noteId',
  validate(noteDeleteSchema),
  async (req, res) => {
    const { id, noteId } = input(res, noteDeleteSchema, 'params');
    await removeNote(actorOf(req), scope(req), id, noteId);
    const answer: MessageResponse = { message: say(req, COACHING_MSG.noteDeleted) };
    res.json(answer);
  },
);

coachingRouter.put('/checkins/:id/reply', validate(replySchema), async (req, res) => {
  const { id } = input(res, replySchema, 'params');
  const { body } = input(res, replySchema, 'body');
  const { mailer, config, logger } = accountDeps(req);
  const { created } = await replyToCheckIn(actorOf(req), scope(req), id, body, {
    mailer,
    publicUrl: config.publicUrl,
    logger,
  });
  res.status(created ? 201 : 200).json({ checkInId: id, body });
});

// Assignments: administrators only (a coach gets 403 here too).
coachingRouter.get('/coaches', requireAdmin, async (_req, res) => {
  const list: CoachSummary[] = await coaches();
  res.json({ coaches: list });
});

coachingRouter.get(
  '/assignments/:id',
  requireAdmin,
  validate(memberParamsSchema),
  async (req, res) => {
    const { id } = input(res, memberParamsSchema, 'params');
    const assignment: Assignment = await coachOf(id);
    res.json(assignment);
  },
);

coachingRouter.put(
  '/assignments/:id',
  requireAdmin,
  validate(assignmentSchema),
  async (req, res) => {
    const { id } = input(res, assignmentSchema, 'params');
    const { coachId } = input(res, assignmentSchema, 'body');
    const assignment: Assignment = await assign(actorOf(req), id, coachId);
    res.json(assignment);
  },
);
