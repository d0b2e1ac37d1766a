import { Router, type Request } from 'express';
import type {
  CheckInLog,
  CoachContextView,
  CoachingProfile,
  MeasurementLog,
  MessageResponse,
  WeightLog,
} from '@zak/contract';
import { lang, say } from '../../platform/lang';
import { PROGRESS_MSG } from './messages';
import { currentUser, requireUser } from '../members';
import { createRateLimit } from '../../platform/http/rate-limit';
import { input, validate } from '../../platform/http/validate';
import type { ObjectSchema } from 'joi';
import { CHECK_INS, MEASUREMENTS, WEIGHTS, type DailyLog } from './progress.repository';
import {
  checkInLog,
  coachContextView,
  dailyLog,
  exportProgressCsv,
  getProfile,
  measurementLog,
  saveProfile,
  setCoachContext,
  weightLog,
} from './progress.service';
import {
  checkInSchema,
  coachContextQuerySchema,
  coachContextSchema,
  entryIdSchema,
  measurementSchema,
  profileSchema,
  rangeSchema,
  weightSchema,
} from './progress.validation';

const byUser = (req: Request) => (req.user ? `u:${req.user.id}` : undefined);
/**
 * Writes: a member logging by hand never comes near; a script filling the tables does
 * (PROGRESS_WRITE_RATE_PER_MINUTE, 60).
 */
const writeLimit = createRateLimit({
  name: 'progress-write',
  windowMs: 60_000,
  limit: (config) => config.progressWriteRatePerMinute,
  key: byUser,
});
/** Reads: the tracker screen makes a handful per visit. */
const readLimit = createRateLimit({
  name: 'progress-read',
  windowMs: 60_000,
  limit: 240,
  key: byUser,
});

export const progressRouter = Router();
progressRouter.use(requireUser);
progressRouter.use((req, res, next) =>
  req.method === 'GET' ? readLimit(req, res, next) : writeLimit(req, res, next),
);

progressRouter.get('/profile', async (req, res) => {
  const profile: CoachingProfile = await getProfile(currentUser(req).id);
  res.json(profile);
});

progressRouter.put('/profile', validate(profileSchema), async (req, res) => {
  const profile: CoachingProfile = await saveProfile(
    currentUser(req).id,
    input(res, profileSchema, 'body'),
  );
  res.json(profile);
});

progressRouter.get('/coach-context', validate(coachContextQuerySchema), async (req, res) => {
  const language = input(res, coachContextQuerySchema, 'query').lang ?? lang(req);
  const view: CoachContextView = await coachContextView(currentUser(req).id, language);
  res.json(view);
});

const switchSchema = { ...coachContextSchema, ...coachContextQuerySchema };
progressRouter.put('/coach-context', validate(switchSchema), async (req, res) => {
  await setCoachContext(currentUser(req).id, input(res, switchSchema, 'body').enabled);
  const language = input(res, switchSchema, 'query').lang ?? lang(req);
  const view: CoachContextView = await coachContextView(currentUser(req).id, language);
  res.json(view);
});

progressRouter.get('/weights', validate(rangeSchema), async (req, res) => {
  const log: WeightLog = await weightLog(currentUser(req).id, input(res, rangeSchema, 'query'));
  res.json(log);
});

progressRouter.get('/measurements', validate(rangeSchema), async (req, res) => {
  const log: MeasurementLog = await measurementLog(
    currentUser(req).id,
    input(res, rangeSchema, 'query'),
  );
  res.json(log);
});

progressRouter.get('/checkins', validate(rangeSchema), async (req, res) => {
  const log: CheckInLog = await checkInLog(currentUser(req).id, input(res, rangeSchema, 'query'));
  res.json(log);
});

progressRouter.get('/export.csv', async (req, res) => {
  const { filename, body } = await exportProgressCsv(currentUser(req).id);
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename=${filename}`,
  });
  body.pipe(res);
});

/**
 * POST `/<path>` saves the day's entry (a second one the same day replaces it: 200 either way),
 * PUT `/<path>/:id` replaces an entry (409 when its new day has another), DELETE removes one.
 */
function mountDailyLog<E>(
  path: string,
  log: DailyLog<E>,
  schema: { body: ObjectSchema<{ date: string }> },
) {
  const writes = dailyLog(log);
  const replaceSchema = { params: entryIdSchema.params, body: schema.body };
  progressRouter.post(`/${path}`, validate(schema), async (req, res) => {
    res.json(await writes.save(currentUser(req).id, input(res, schema, 'body')));
  });
  progressRouter.put(`/${path}/:id`, validate(replaceSchema), async (req, res) => {
    const { id } = input(res, replaceSchema, 'params');
    res.json(await writes.replace(currentUser(req).id, id, input(res, replaceSchema, 'body')));
  });
  progressRouter.delete(`/${path}/:id`, validate(entryIdSchema), async (req, res) => {
    await writes.remove(currentUser(req).id, input(res, entryIdSchema, 'params').id);
    const answer: MessageResponse = { message: say(req, PROGRESS_MSG.entryDeleted) };
    res.json(answer);
  });
}

mountDailyLog('weights', WEIGHTS, weightSchema);
mountDailyLog('measurements', MEASUREMENTS, measurementSchema);
mountDailyLog('checkins', CHECK_INS, checkInSchema);
