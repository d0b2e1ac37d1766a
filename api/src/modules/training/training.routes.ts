import express, { Router, type Request, type Response } from 'express';
import type { ExerciseList, MessageResponse, TrainingImportEvent } from '@zak/contract';
import { AppError } from '../../platform/app-error';
import { acceptCsvBody } from '../../platform/http/csrf';
import { lang, say } from '../../platform/lang';
import type { Msg } from '../../platform/messages';
import { createRateLimit } from '../../platform/http/rate-limit';
import { input, validate } from '../../platform/http/validate';
import { currentUser, requireUser } from '../members';
import { TRAINING_MSG } from './messages';
import { importTraining, type ImportRequest } from './import.service';
import { routineFromMessage } from './routine-from-message.service';
import * as training from './training.service';
import {
  customExerciseSchema,
  exerciseQuerySchema,
  fromMessageSchema,
  idSchema,
  importQuerySchema,
  newSessionSchema,
  routineSchema,
  sessionPageSchema,
  sessionPatchSchema,
  setIdSchema,
  setSyncSchema,
  startSessionSchema,
} from './training.validation';

const byUser = (req: Request) => (req.user ? `u:${req.user.id}` : undefined);
/** Writes: a set ticked every minute or so, replays of a day offline in a few batches. */
const writeLimit = createRateLimit({
  name: 'training-write',
  windowMs: 60_000,
  limit: 120,
  key: byUser,
});
/** Reads: the logging screen reads history per exercise as the member moves through the day. */
const readLimit = createRateLimit({
  name: 'training-read',
  windowMs: 60_000,
  limit: 240,
  key: byUser,
});
/** Imports: a file of years of sessions each, a preview then the import. */
const importLimit = createRateLimit({
  name: 'training-import',
  windowMs: 10 * 60_000,
  limit: 20,
  key: byUser,
});
/** The largest export accepted: 25,000 sets of Strong's rows (about 150 bytes each) is under 4 MB. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const csvBody = express.text({ type: 'text/csv', limit: IMPORT_MAX_BYTES });
acceptCsvBody('/training/import', 'trainingImportCsvRequired');

const done = (req: Request, res: Response, msg: Msg) => {
  const answer: MessageResponse = { message: say(req, msg) };
  res.json(answer);
};
const me = (req: Request) => currentUser(req).id;
const withRoutine = { ...idSchema, ...routineSchema };
const withExercise = { ...idSchema, ...customExerciseSchema };

export const trainingRouter = Router();
trainingRouter.use(requireUser);
trainingRouter.use((req, res, next) =>
  req.method === 'GET' ? readLimit(req, res, next) : writeLimit(req, res, next),
);

trainingRouter.get('/exercises', validate(exerciseQuerySchema), async (req, res) => {
  const answer: ExerciseList = {
    exercises: await training.findExercises(
      me(req),
      lang(req),
      input(res, exerciseQuerySchema, 'query'),
    ),
  };
  res.json(answer);
});

trainingRouter.post('/exercises', validate(customExerciseSchema), async (req, res) => {
  const body = input(res, customExerciseSchema, 'body');
  res.status(201).json(await training.addExercise(me(req), body, lang(req)));
});

/** The member's own exercise rewritten (same body as POST): 200 with it, 404 when not theirs. */
trainingRouter.put('/exercises/:id', validate(withExercise), async (req, res) => {
  const { id } = input(res, withExercise, 'params');
  res.json(await training.editExercise(me(req), id, input(res, withExercise, 'body'), lang(req)));
});

trainingRouter.delete('/exercises/:id', validate(idSchema), async (req, res) => {
  await training.removeExercise(me(req), input(res, idSchema, 'params').id);
  done(req, res, TRAINING_MSG.trainingExerciseDeleted);
});

trainingRouter.get('/exercises/:id/history', validate(idSchema), async (req, res) => {
  res.json(await training.exerciseHistory(me(req), input(res, idSchema, 'params').id, lang(req)));
});

/** The training log as CSV, one row per set (columns: TRAINING_CSV_COLUMNS, docs/api.md). */
trainingRouter.get('/export.csv', async (req, res) => {
  const { filename, body } = await training.exportTrainingCsv(me(req), lang(req));
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename=${filename}`,
  });
  body.pipe(res);
});

trainingRouter.get('/routines', async (req, res) => {
  res.json(await training.listRoutines(me(req)));
});

trainingRouter.post('/routines', validate(routineSchema), async (req, res) => {
  res.status(201).json(await training.createRoutine(me(req), input(res, routineSchema, 'body')));
});

/** "Save this programme": the programme of a coach's answer as a routine, 201 (docs/api.md). */
trainingRouter.post('/routines/from-message', validate(fromMessageSchema), async (req, res) => {
  const { messageId } = input(res, fromMessageSchema, 'body');
  res.status(201).json(await routineFromMessage(me(req), messageId, lang(req)));
});

trainingRouter.get('/routines/:id', validate(idSchema), async (req, res) => {
  res.json(await training.getRoutine(me(req), input(res, idSchema, 'params').id));
});

trainingRouter.put('/routines/:id', validate(withRoutine), async (req, res) => {
  const { id } = input(res, withRoutine, 'params');
  res.json(await training.replaceRoutine(me(req), id, input(res, withRoutine, 'body')));
});

trainingRouter.delete('/routines/:id', validate(idSchema), async (req, res) => {
  await training.removeRoutine(me(req), input(res, idSchema, 'params').id);
  done(req, res, TRAINING_MSG.trainingRoutineDeleted);
});

trainingRouter.post('/routines/:id/activate', validate(idSchema), async (req, res) => {
  res.json(await training.activateRoutine(me(req), input(res, idSchema, 'params').id));
});

/** 201 when the session was created, 200 when its clientId had already created it. */
trainingRouter.post('/sessions', validate(newSessionSchema), async (req, res) => {
  const { session, created } = await training.createSession(
    me(req),
    input(res, newSessionSchema, 'body'),
  );
  res.status(created ? 201 : 200).json(session);
});

trainingRouter.post('/sessions/start', validate(startSessionSchema), async (req, res) => {
  const { created, ...started } = await training.startFromRoutine(
    me(req),
    input(res, startSessionSchema, 'body'),
  );
  res.status(created ? 201 : 200).json(started);
});

trainingRouter.get('/sessions', validate(sessionPageSchema), async (req, res) => {
  res.json(await training.sessionPage(me(req), input(res, sessionPageSchema, 'query')));
});

trainingRouter.get('/sessions/:id', validate(idSchema), async (req, res) => {
  res.json(await training.getSession(me(req), input(res, idSchema, 'params').id));
});

trainingRouter.patch('/sessions/:id', validate(sessionPatchSchema), async (req, res) => {
  const { id } = input(res, sessionPatchSchema, 'params');
  res.json(await training.patchSession(me(req), id, input(res, sessionPatchSchema, 'body')));
});

trainingRouter.delete('/sessions/:id', validate(idSchema), async (req, res) => {
  await training.removeSession(me(req), input(res, idSchema, 'params').id);
  done(req, res, TRAINING_MSG.trainingSessionDeleted);
});

trainingRouter.put('/sessions/:id/sets', validate(setSyncSchema), async (req, res) => {
  const { id } = input(res, setSyncSchema, 'params');
  res.json(await training.syncSets(me(req), id, input(res, setSyncSchema, 'body').sets));
});

trainingRouter.delete('/sessions/:id/sets/:setId', validate(setIdSchema), async (req, res) => {
  const { id, setId } = input(res, setIdSchema, 'params');
  await training.removeSet(me(req), id, setId);
  done(req, res, TRAINING_MSG.trainingSetDeleted);
});

/**
 * The import told as it goes (Accept: text/event-stream, not a preview): the errors found before
 * the file's header passed its checks are the usual 4xx; after it, 200 and `reading` events
 * { rows, bytes, total } as the file is read, `checking` events { rows, total } as its rows are
 * checked, `matching` events { done, total } as its exercise names are matched (the last once the
 * sessions imported before are looked up), `progress` events { done, total } as the sessions
 * are stored, then `done` with the report, or `error` (a file found unreadable further down: its
 * 400's message; else nothing stored: the transaction rolled back). A member who leaves does not
 * stop it: it commits, and the same file sent again adds nothing.
 */
async function streamImport(req: Request, res: Response, request: ImportRequest) {
  let started = false;
  let storing = false;
  const send = (event: TrainingImportEvent) =>
    res.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
  const start = () => {
    if (started) return;
    started = true;
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      // nginx: pass events through as they come.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
  };
  const progress = (done: number, total: number) => {
    start();
    storing = true;
    send({ event: 'progress', data: { done, total } });
  };
  try {
    const { report } = await importTraining(me(req), req.body, request, {
      onReading: (rows, bytes, total) => {
        start();
        send({ event: 'reading', data: { rows, bytes, total } });
      },
      onChecking: (rows, total) => {
        start();
        send({ event: 'checking', data: { rows, total } });
      },
      onMatching: (done, total) => {
        start();
        send({ event: 'matching', data: { done, total } });
      },
      onStoring: (total) => progress(0, total),
      onProgress: progress,
    });
    // Nothing new to store: the bar's one step.
    if (!storing) progress(0, 0);
    send({ event: 'done', data: report });
  } catch (err) {
    // Before the header passed its checks: the usual answer (400 for a bad file).
    if (!started) throw err;
    const fileError = err instanceof AppError && err.status < 500;
    if (!fileError) req.log?.error({ err }, 'training import failed');
    const status = err instanceof AppError ? err.status : 500;
    const code = err instanceof AppError ? err.code : 'INTERNAL';
    const message = fileError ? say(req, err.msg) : say(req, TRAINING_MSG.trainingImportNotStored);
    send({ event: 'error', data: { message, code, status } });
  }
  res.end();
}

/**
 * A Strong or Hevy CSV export as the raw body (text/csv): with dryRun (or preview) the report of
 * what would be stored, 200; else stored in one transaction, 201 (200 when it was all there), or
 * told as it goes with Accept: text/event-stream (streamImport).
 */
trainingRouter.post(
  '/import',
  importLimit,
  validate(importQuerySchema),
  csvBody,
  async (req, res) => {
    const { preview, dryRun, ...options } = input(res, importQuerySchema, 'query');
    const request = { ...options, dryRun: dryRun || preview };
    if (
      !request.dryRun &&
      req.accepts(['application/json', 'text/event-stream']) === 'text/event-stream'
    ) {
      return streamImport(req, res, request);
    }
    const { report, stored } = await importTraining(me(req), req.body, request);
    res.status(stored ? 201 : 200).json(report);
  },
);
