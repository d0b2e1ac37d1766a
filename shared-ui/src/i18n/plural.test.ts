import { countOf } from './plural';

const users = {
  fr: { one: 'utilisateur', other: 'utilisateurs' },
  en: { one: 'user', other: 'users' },
};

test('French takes the singular for 0 and 1, English only for 1', () => {
  expect([0, 1, 2].map((n) => countOf('fr', n, users.fr))).toEqual([
    '0 utilisateur',
    '1 utilisateur',
    '2 utilisateurs',
  ]);
  expect([0, 1, 2].map((n) => countOf('en', n, users.en))).toEqual([
    '0 users',
    '1 user',
    '2 users',
  ]);
});

test('the count is written in the locale (French groups thousands with a narrow space)', () => {
  expect(countOf('fr', 1234, users.fr)).toBe('1\u202f234 utilisateurs');
  expect(countOf('en', 1234, users.en)).toBe('1,234 users');
});
