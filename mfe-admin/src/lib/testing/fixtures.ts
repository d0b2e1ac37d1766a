import type { AdminUser, CurrentUser } from '@zak/contract';
import { fakeUser } from 'shared-ui/testing';

export const adminUser: CurrentUser = fakeUser({
  id: 'admin-1',
  username: 'admin',
  role: 'admin',
  lastLoginAt: '2026-11-20T08:30:00.000Z',
  isAdmin: true,
});

/** A row of the users list (GET /api/admin/users): a member without AI access by default. */
export function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const {
    isAdmin: _isAdmin,
    access: _access,
    subscribeUrl: _subscribeUrl,
    ...user
  } = fakeUser({
    username: 'alice',
    email: 'alice@example.com',
    hasIAAccess: false,
    aiAccess: false,
    createdAt: '2026-11-01T10:00:00.000Z',
  });
  return { ...user, accessSource: null, ...overrides };
}
