import {
  LEGAL_DOCS,
  LEGAL_LANGS,
  LEGAL_TEXT_MAX_LENGTH,
  type LegalDoc,
  type LegalLang,
  type LegalTextUpdate,
} from '@zak/contract';
import { Joi } from '../../platform/validation/joi';

const doc = Joi.string()
  .valid(...LEGAL_DOCS)
  .required()
  .messages({
    'any.only': 'legalDocInvalid',
    'any.required': 'legalDocInvalid',
    'string.base': 'legalDocInvalid',
  });

/** GET /api/legal/:doc */
export const legalDocSchema = {
  params: Joi.object<{ doc: LegalDoc }, true>({ doc }),
};

/** PUT /api/admin/legal/:doc/:lang with { text }: markdown, line breaks and tabs kept. */
export const legalTextUpdateSchema = {
  params: Joi.object<{ doc: LegalDoc; lang: LegalLang }, true>({
    doc,
    lang: Joi.string()
      .valid(...LEGAL_LANGS)
      .required()
      .messages({
        'any.only': 'legalLangInvalid',
        'any.required': 'legalLangInvalid',
        'string.base': 'legalLangInvalid',
      }),
  }),
  body: Joi.object<LegalTextUpdate, true>({
    text: Joi.string()
      .controls('multiline')
      .max(LEGAL_TEXT_MAX_LENGTH)
      .allow('')
      .required()
      .messages({
        'any.required': 'legalTextInvalid',
        'string.base': 'legalTextInvalid',
        'string.max': 'legalTextTooLong',
      }),
  }),
};
