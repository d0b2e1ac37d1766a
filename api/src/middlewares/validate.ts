import type { NextFunction, Request, Response } from 'express';
import type Joi from 'joi';
import { AppError } from '../lib/app-error';
import { isMsgKey, MSG, type Msg } from '../lib/messages';

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

function toMsg(error: Joi.ValidationError): Msg {
  const detail = error.details[0];
  if (!detail) return MSG.invalidInput;
  if (isMsgKey(detail.message)) return MSG[detail.message];
  if (detail.type === 'object.unknown') {
    const field = detail.path.join('.');
    return { fr: `${MSG.unknownField.fr} : ${field}`, en: `${MSG.unknownField.en}: ${field}` };
  }
  const text = detail.message.replace(/"/g, '');
  return { fr: `Donnée invalide : ${text}`, en: `Invalid input: ${text}` };
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
      if (error) throw new AppError(400, 'VALIDATION', toMsg(error));
      res.locals[part] = value;
    }
    next();
  };
}

/**
 * What validate(schema) stored for `part`, typed by that same schema: the request types come from
 * the validation (api/src/validation), whose `Joi.object<T>()` calls are checked against the
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
