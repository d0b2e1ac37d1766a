import { validatePasswordChange } from './validate-password-change';

describe('validatePasswordChange', () => {
  it('refuses a confirmation that differs from the new password', () => {
    expect(validatePasswordChange({ current: 'a', next: 'secret1', confirm: 'secret2' })).toBe(
      'mismatch',
    );
  });
  it('refuses a new password under 6 characters', () => {
    expect(validatePasswordChange({ current: 'a', next: 'abc', confirm: 'abc' })).toBe('tooShort');
  });
  it('accepts a matching new password of 6 characters or more', () => {
    expect(validatePasswordChange({ current: 'a', next: 'abcdef', confirm: 'abcdef' })).toBeNull();
  });
});
