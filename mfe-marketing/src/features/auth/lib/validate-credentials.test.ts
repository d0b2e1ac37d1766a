import fc from 'fast-check';
import { MIN_PASSWORD_LENGTH, validateCredentials } from './validate-credentials';

describe('validateCredentials', () => {
  it('when both fields are empty, both modes ask for username and password', () => {
    for (const mode of ['login', 'register'] as const) {
      expect(validateCredentials(mode, { username: '', password: '' })).toEqual({
        username: 'usernameRequired',
        password: 'passwordRequired',
      });
    }
  });

  it('a username made of spaces counts as missing', () => {
    expect(validateCredentials('login', { username: '   ', password: 'x' })).toEqual({
      username: 'usernameRequired',
    });
  });

  it('login accepts a short password (the length rule is for registration only)', () => {
    expect(validateCredentials('login', { username: 'zak', password: 'abc' })).toEqual({});
  });

  it('registration refuses any password shorter than 6 characters and accepts 6 or more', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (password) => {
        const errors = validateCredentials('register', { username: 'zak', password });
        if (password.length < MIN_PASSWORD_LENGTH) {
          expect(errors).toEqual({ password: 'passwordTooShort' });
        } else {
          expect(errors).toEqual({});
        }
      }),
    );
  });
});
