import { Router } from 'express';
import type { AdminJobs, MessageResponse } from '@zak/contract';
import { notFound } from '../../platform/app-error';
import { say } from '../../platform/lang';
import { jobRunner } from '../../platform/jobs/runner';
import { input, validate } from '../../platform/http/validate';
import { idParams } from '../../platform/validation/common';
import { audit } from '../audit';
import { actorOf, requireAdmin, requireUser } from '../members';
import { OPERATIONS_MSG } from './messages';

const retrySchema = { params: idParams };

/**
 * The scheduled jobs for the administrator (issue #37): each queue's counts and lag, the jobs
 * whose every retry failed, and a retry for one of them (audited). The queues live in the
 * database: every replica that runs jobs answers the same.
 */
export const adminJobsRouter = Router();
adminJobsRouter.use(requireUser, requireAdmin);

adminJobsRouter.get('/', async (_req, res) => {
  const runner = jobRunner();
  const answer: AdminJobs = runner
    ? {
        running: true,
        queues: await runner.stats(),
        failed: (await runner.failed()).map(({ data: _data, ...job }) => job),
      }
    : { running: false, queues: [], failed: [] };
  res.json(answer);
});

adminJobsRouter.post('/:id/retry', validate(retrySchema), async (req, res) => {
  const { id } = input(res, retrySchema, 'params');
  const runner = jobRunner();
  const failed = runner ? (await runner.failed(1000)).find((job) => job.id === id) : undefined;
  if (!runner || !failed || !(await runner.retry(id))) throw notFound(OPERATIONS_MSG.jobNotFound);
  await audit(actorOf(req), 'job.retry', { id, queue: failed.queue, error: failed.error });
  const answer: MessageResponse = { message: say(req, OPERATIONS_MSG.jobRetried) };
  res.json(answer);
});
