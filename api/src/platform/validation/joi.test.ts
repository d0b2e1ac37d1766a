import {
  changePasswordSchema,
  aiLogsQuerySchema,
  settingUpdateSchema,
  userIdSchema,
} from '../../modules/admin/admin.validation';
import { aiChatSchema } from '../../modules/coach/ai.validation';
import { loginSchema, registerSchema } from '../../modules/accounts/auth.validation';
import {
  createConversationSchema,
  createMessageSchema,
  listConversationsSchema,
} from '../../modules/conversations/conversation.validation';
import { Joi } from './joi';

const ID = '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70';

function errorType(
  schema: {
    validate: (v: unknown) => {
      error?: { details: Array<{ type: string; path: Array<string | number> }> };
    };
  },
  value: unknown,
) {
  const detail = schema.validate(value).error?.details[0];
  return detail ? { type: detail.type, path: detail.path.join('.') } : null;
}

describe('the text policy inside every joi string', () => {
  it('refuses NUL and lone surrogates in any string schema, before its own rules', () => {
    expect(errorType(Joi.string().valid('a'), '\u0000')).toEqual({ type: 'text.nul', path: '' });
    expect(errorType(Joi.object({ s: Joi.string().allow('') }), { s: 'x\udfffy' })).toEqual({
      type: 'text.surrogate',
      path: 's',
    });
  });

  it('refuses other control characters unless the field says otherwise', () => {
    expect(errorType(Joi.string(), 'a\u0007')).toEqual({ type: 'text.control', path: '' });
    expect(Joi.string().controls('strip').validate('a\u0007b\nc').value).toBe('ab c');
    expect(Joi.string().controls('multiline').validate('a\u0007b\nc').value).toBe('ab\nc');
    expect(Joi.string().controls('keep').validate('a\u0007b').value).toBe('a\u0007b');
  });

  it('the cases of the issue', () => {
    expect(
      errorType(createMessageSchema.body, {
        conversationId: ID,
        type: 'user',
        content: '\u0000<b>x</b>',
      }),
    ).toEqual({ type: 'text.nul', path: 'content' });
    for (const value of ['\u0000', '\ud800']) {
      expect(errorType(settingUpdateSchema.body, { key: 'ia_welcome_message', value })?.path).toBe(
        'value',
      );
    }
    expect(errorType(aiLogsQuerySchema.query, { username: '\u0000' })).toEqual({
      type: 'text.nul',
      path: 'username',
    });
    for (const username of ['\ud800', 'x\udfffy', '\u202e\u2066']) {
      const found = errorType(registerSchema.body, { username, password: 'secret1' });
      expect(['text.surrogate', 'any.invalid']).toContain(found?.type);
      expect(found?.path).toBe('username');
    }
  });

  it('path ids, queries and nested bodies go through it too', () => {
    expect(errorType(userIdSchema.params, { id: '\u0000' })?.type).toBe('text.nul');
    expect(errorType(listConversationsSchema.query, { q: '\ud800' })?.type).toBe('text.surrogate');
    expect(
      errorType(createConversationSchema.body, { title: 't', firstMessage: { content: '\u0000' } }),
    ).toEqual({ type: 'text.nul', path: 'firstMessage.content' });
    expect(
      errorType(aiChatSchema.body, { message: 'hi', settings: { personality: '\ud800' } }),
    ).toEqual({
      type: 'text.surrogate',
      path: 'settings.personality',
    });
  });

  it('message contents keep line breaks and tabs; titles become one line', () => {
    const message = createMessageSchema.body.validate({
      conversationId: ID,
      type: 'user',
      content: 'Séries :\n\t4 x 8\u001b[31m',
    });
    expect(message.value.content).toBe('Séries :\n\t4 x 8[31m');
    expect(
      createConversationSchema.body.validate({ title: ' Prise\nde masse\u0007 ' }).value.title,
    ).toBe('Prise de masse');
  });

  it('passwords are kept as typed (no NUL, no lone surrogate)', () => {
    expect(
      changePasswordSchema.body.validate({ currentPassword: 'a\tb', newPassword: 'c\u0007dddd' })
        .error,
    ).toBeUndefined();
    expect(errorType(loginSchema.body, { username: 'a', password: 'p\u0000' })?.type).toBe(
      'text.nul',
    );
  });

  it('usernames are stored in NFC; login normalises the same way', () => {
    expect(
      registerSchema.body.validate({ username: ' E\u0301lodie ', password: 'secret1' }).value
        .username,
    ).toBe('\u00c9lodie');
    expect(
      loginSchema.body.validate({ username: 'E\u0301lodie', password: 'x' }).value.username,
    ).toBe('\u00c9lodie');
    expect(
      errorType(registerSchema.body, { username: 'some one', password: 'secret1' })?.type,
    ).toBe('any.invalid');
  });
});
