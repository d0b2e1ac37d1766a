import type { NextFunction, Request, Response } from 'express';
import type Joi from 'joi';
import { AppError } from '../app-error';
import { isMsgKey, messageOf, MSG, withField, type Msg } from '../messages';
import { findTextFault, type TextFault } from '../text-policy';

/** What a route validates. Each part is a typed `Joi.object<T>()`: T is what the handler reads. */
export interface RequestSchema {
  params?: Joi.ObjectSchema;
  query?: Joi.ObjectSchema;
  body?: Joi.ObjectSchema;
}

type Part = 'params' | 'query' | 'body';

/** The type a part's schema validates to; an untyped `Joi.object()` (any) gives never. */
export type Validated<S> =
  NonNullable<S> extends Joi.ObjectSchema<infer T> ? (0 extends 1 & T ? never : T) : never;

const TEXT_MESSAGES: Record<string, Msg> = {
  'text.nul': MSG.textNul,
  'text.surrogate': MSG.textSurrogate,
  'text.control': MSG.textControl,
};

function toMsg(error: Joi.ValidationError, part: Part): Msg {
  const detail = error.details[0];
  if (!detail) return MSG.invalidInput;
  const field = detail.path.join('.') || part;
  // The text policy (platform/validation/joi.ts) names the field, whatever the field's own messages.
  const text = TEXT_MESSAGES[detail.type];
  if (text) return withField(text, field);
  if (isMsgKey(detail.message)) return messageOf(detail.message);
  if (detail.type === 'object.unknown') {
    return { fr: `${MSG.unknownField.fr} : ${field}`, en: `${MSG.unknownField.en}: ${field}` };
  }
  const plain = detail.message.replace(/"/g, '');
  return { fr: `Donnée invalide : ${plain}`, en: `Invalid input: ${plain}` };
}

function faultMsg(fault: TextFault, part: Part): Msg {
  const field = fault.path || part;
  const msg = { nul: MSG.textNul, surrogate: MSG.textSurrogate, depth: MSG.textDepth }[
    fault.problem
  ];
  return withField(msg, field);
}

/**
 * The text policy's first gate, for every /api request before any route reads it: no string of
 * the query or the JSON body (object keys and nested values included) may hold a NUL or a lone
 * surrogate, nor nest deeper than MAX_JSON_DEPTH. Each field's own rules come with its schema.
 */
export function refuseHostileText(req: Request, _res: Response, next: NextFunction): void {
  // Express 5 parses the query string on every read of req.query: a URL without one (most API
  // reads) has no query to check.
  const query = req.url.includes('?') ? findTextFault(req.query) : undefined;
  if (query) throw new AppError(400, 'VALIDATION', faultMsg(query, 'query'));
  const body = req.body === undefined ? undefined : findTextFault(req.body);
  if (body) throw new AppError(400, 'VALIDATION', faultMsg(body, 'body'));
  next();
}

/**
 * Validates params, query and body with joi (Express 5's req.query is read-only): the validated,
 * converted values go to res.locals.params / .query / .body. Bad input: 400 `{ message }`.
 */
export function validate(schema: RequestSchema) {
  return (req: Request, res: Response, next: NextFunction): void => {
    for (const part of ['params', 'query', 'body'] as const) {
      const partSchema = schema[part];
      if (!partSchema) continue;
      const raw: unknown = part === 'body' ? (req.body ?? {}) : req[part];
      const { error, value } = partSchema.validate(raw, {
        abortEarly: true,
        allowUnknown: false,
        stripUnknown: part === 'query' ? { objects: true } : false,
      });
      if (error) {
        const field = part === 'body' ? error.details[0]?.path.join('.') : undefined;
        throw new AppError(400, 'VALIDATION', toMsg(error, part), field || undefined);
      }
      res.locals[part] = value;
    }
    next();
  };
}

/**
 * What validate(schema) stored for `part`, typed by that same schema: the request types come from
 * the validation (api/src/platform/validation), whose `Joi.object<T>()` calls are checked against the
 * contract's types.
 */
export function input<S extends RequestSchema, P extends Part & keyof S>(
  res: Response,
  schema: S,
  part: P,
): Validated<S[P]> {
  if (!schema[part]) throw new Error(`input(): the schema has no ${part}`);
  return res.locals[part] as Validated<S[P]>;
}
