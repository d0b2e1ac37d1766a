import { Router } from 'express';
import type { MessageResponse } from '@zak/contract';
import { say } from '../../platform/lang';
import { PAYMENT_MSG } from './messages';
import { actorOf, requireAdmin, requireUser } from '../members';
import { input, validate } from '../../platform/http/validate';
import { accountDeps } from '../../platform/http/session-meta';
import {
  attachPayment,
  listEntitlements,
  listPaymentEvents,
  mailAccessChange,
} from './payment.service';
import {
  attachPaymentSchema,
  entitlementsQuerySchema,
  paymentEventsQuerySchema,
} from './payment.validation';

/** The admin panel's "Abonnements" / "Subscriptions" tab (issue 20). */
export const adminPaymentsRouter = Router();
adminPaymentsRouter.use(requireUser, requireAdmin);

adminPaymentsRouter.get('/events', validate(paymentEventsQuerySchema), async (_req, res) => {
  const { page, limit, result } = input(res, paymentEventsQuerySchema, 'query');
  res.json(await listPaymentEvents({ result }, page, limit));
});

adminPaymentsRouter.get('/entitlements', validate(entitlementsQuerySchema), async (_req, res) => {
  const { page, limit, userId } = input(res, entitlementsQuerySchema, 'query');
  res.json(await listEntitlements({ userId }, page, limit));
});

adminPaymentsRouter.post('/events/:id/attach', validate(attachPaymentSchema), async (req, res) => {
  const { id } = input(res, attachPaymentSchema, 'params');
  const { userId } = input(res, attachPaymentSchema, 'body');
  const { mailer, config, logger } = accountDeps(req);
  const mail = { mailer, publicUrl: config.publicUrl, logger };
  await attachPayment(actorOf(req), id, userId, (notice) => mailAccessChange(mail, notice));
  const answer: MessageResponse = { message: say(req, PAYMENT_MSG.paymentAttached) };
  res.json(answer);
});
