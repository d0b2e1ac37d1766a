import { Router } from 'express';
import { REMINDER_KINDS, type ReminderKind, type ReminderList } from '@zak/contract';
import { notFound } from '../../platform/app-error';
import { createRateLimit } from '../../platform/http/rate-limit';
import { input, validate } from '../../platform/http/validate';
import { currentUser, requireUser } from '../members';
import { REMINDERS_MSG } from './messages';
import { listReminders, updateReminder } from './reminders.service';
import { reminderSchema } from './reminders.validation';

const changes = createRateLimit({
  name: 'reminder-settings',
  windowMs: 60_000,
  limit: 30,
  key: (req) => (req.user ? `u:${req.user.id}` : undefined),
});

/** GET /api/account/reminders and PUT /api/account/reminders/:kind (issue #37). */
export const remindersRouter = Router();
remindersRouter.use(requireUser);

remindersRouter.get('/', async (req, res) => {
  const answer: ReminderList = { reminders: await listReminders(currentUser(req).id) };
  res.set('Cache-Control', 'no-store').json(answer);
});

remindersRouter.put(
  '/:kind',
  changes,
  (req, _res, next) => {
    // An unknown kind is no resource of this API: 404, before the body is looked at.
    if (!(REMINDER_KINDS as readonly string[]).includes(String(req.params.kind))) {
      throw notFound(REMINDERS_MSG.reminderKindUnknown);
    }
    next();
  },
  validate(reminderSchema),
  async (req, res) => {
    const { kind } = input(res, reminderSchema, 'params') as { kind: ReminderKind };
    res.json(await updateReminder(currentUser(req).id, kind, input(res, reminderSchema, 'body')));
  },
);
