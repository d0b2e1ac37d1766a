import { usersFilterParams } from './get-users';
import { withQuery } from 'shared-ui';

describe('users list query', () => {
  it('leaves out "all", empty and absent filters', () => {
    expect(
      withQuery('/api/admin/users', {
        page: 1,
        limit: 20,
        ...usersFilterParams({ search: '  ', role: 'all', status: 'all' }),
      }),
    ).toBe('/api/admin/users?page=1&limit=20');
  });

  it('sends the role and status picked', () => {
    expect(usersFilterParams({ search: 'al', role: 'admin', status: 'pending' })).toEqual({
      search: 'al',
      role: 'admin',
      status: 'pending',
    });
  });
});
