import type { AttachPaymentRequest, PaymentEventResult } from '@zak/contract';
import { PAGE_SIZE } from '@zak/contract';
import { Joi } from '../../platform/validation/joi';
import {
  id,
  idParams,
  isoDate,
  limit,
  page,
  type WithPaging,
} from '../../platform/validation/common';

/** POST /api/webhooks/generic once validated (dates parsed). */
export interface GenericEventInput {
  id: string;
  type: string;
  occurredAt?: Date;
  member: { reference?: string; email?: string };
  periodEnd?: Date | null;
  externalRef?: string;
  amount?: { cents: number; currency: string };
}

const ref = Joi.string().trim().min(1).max(200);

export const genericEventSchema = {
  body: Joi.object<GenericEventInput>({
    id: ref.required(),
    type: Joi.string().trim().min(1).max(100).required(),
    occurredAt: isoDate,
    member: Joi.object({
      reference: ref,
      email: Joi.string().trim().lowercase().max(254).email({ tlds: false }).messages({
        'string.email': 'emailInvalid',
      }),
    })
      .or('reference', 'email')
      .required(),
    periodEnd: isoDate.allow(null),
    externalRef: ref,
    amount: Joi.object({
      cents: Joi.number().integer().min(-1e12).max(1e12).required(),
      currency: Joi.string()
        .trim()
        .pattern(/^[A-Za-z]{3}$/)
        .required(),
    }),
  }),
};

export type PaymentEventsQuery = WithPaging<{ result?: PaymentEventResult }>;

export const paymentEventsQuerySchema = {
  query: Joi.object<PaymentEventsQuery>({
    page,
    limit: limit(PAGE_SIZE.adminLogs),
    result: Joi.string().valid('applied', 'stale', 'ignored', 'unmatched', 'attached'),
  }),
};

export type EntitlementsQuery = WithPaging<{ userId?: string }>;

export const entitlementsQuerySchema = {
  query: Joi.object<EntitlementsQuery>({
    page,
    limit: limit(PAGE_SIZE.adminLogs),
    userId: id.optional(),
  }),
};

export const attachPaymentSchema = {
  params: idParams,
  body: Joi.object<AttachPaymentRequest, true>({ userId: id }),
};
