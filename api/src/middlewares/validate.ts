import type { NextFunction, Request, Response } from 'express';
import type Joi from 'joi';
import { AppError } from '../lib/app-error';
import { isMsgKey, MSG, type Msg } from '../lib/messages';

export interface RequestSchema {
  params?: Joi.Schema;
  query?: Joi.Schema;
  body?: Joi.Schema;
}

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

/** Typed access to what validate() stored. */
export function input<T>(res: Response, part: 'params' | 'query' | 'body'): T {
  return res.locals[part] as T;
}
