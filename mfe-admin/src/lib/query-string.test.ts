import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('leaves out "all", empty and absent filters', () => {
    expect(
      toQueryString({ page: 1, limit: 20, search: '  ', role: 'all', status: undefined }),
    ).toBe('?page=1&limit=20');
  });

  it('encodes what the user typed', () => {
    expect(toQueryString({ search: 'a&b=c', role: 'admin' })).toBe('?search=a%26b%3Dc&role=admin');
  });

  it('answers an empty string when nothing narrows the list', () => {
    expect(toQueryString({ role: 'all' })).toBe('');
  });
});
