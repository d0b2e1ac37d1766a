import BaseJoi from 'joi';
import {
  applyControlPolicy,
  textProblem,
  usernameProblem,
  type ControlPolicy,
} from '../text-policy';

/**
 * joi with the text policy built into its string type: every schema of api/src/platform/validation takes
 * `Joi` from here (eslint refuses a direct import of 'joi' in that folder), so every string it
 * validates, path ids included, is refused with 400 when it holds a NUL or a lone surrogate, and
 * its control characters follow the field's `.controls(policy)` ('refuse' unless declared).
 * The checks run in joi's prepare step: before trim, normalize and every other rule.
 */
export interface PolicyStringSchema extends BaseJoi.StringSchema {
  /** What this field does with control characters other than NUL (platform/text-policy). */
  controls(policy: ControlPolicy): this;
}

export interface PolicyJoi extends Omit<BaseJoi.Root, 'string'> {
  string(): PolicyStringSchema;
}

/** Error types of the text policy (platform/http/validate names the field in its message). */
export const TEXT_ERRORS = ['text.nul', 'text.surrogate', 'text.control'] as const;

export const Joi = BaseJoi.extend((joi: BaseJoi.Root) => ({
  type: 'string',
  base: joi.string(),
  messages: {
    'text.nul': '{{#label}} contains a NUL character',
    'text.surrogate': '{{#label}} is not well-formed Unicode',
    'text.control': '{{#label}} contains a control character',
  },
  prepare(value: unknown, helpers: BaseJoi.CustomHelpers) {
    if (typeof value !== 'string') return undefined;
    const problem = textProblem(value);
    if (problem) return { value, errors: [helpers.error(`text.${problem}`)] };
    const policy = (helpers.schema.$_getFlag('controls') as ControlPolicy | undefined) ?? 'refuse';
    const kept = applyControlPolicy(value, policy);
    if (kept === null) return { value, errors: [helpers.error('text.control')] };
    return { value: kept };
  },
  rules: {
    controls: {
      method(policy: ControlPolicy) {
        return this.$_setFlag('controls', policy) as unknown;
      },
    },
  },
})) as PolicyJoi;

/**
 * A username as stored (platform/text-policy's rule): NFC, trimmed, 1 to 50 characters, letters, digits
 * and `. _ -` only. Error types are joi's (`string.empty`, `string.max`) plus `any.invalid`.
 */
export const usernameSchema = () =>
  Joi.string()
    .normalize('NFC')
    .trim()
    .min(1)
    .max(50)
    .custom((value: string, helpers) => {
      const problem = usernameProblem(value);
      return problem ? helpers.error(problem === 'tooLong' ? 'string.max' : 'any.invalid') : value;
    });
