import { hasAiAccess, isAdmin } from './access';
import type { UserRecord } from './user';

const user = (over: Partial<UserRecord> = {}): UserRecord => ({
  id: 'id',
  username: 'zak',
  email: null,
  role: 'user',
  hasIAAccess: true,
  isActive: true,
  iaSettings: null,
  createdAt: new Date(),
  lastLoginAt: null,
  expiresAt: null,
  ...over,
});

describe('access rules', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('AI access needs the flag and no end date or a future one', () => {
    expect(hasAiAccess(user(), now)).toBe(true);
    expect(hasAiAccess(user({ hasIAAccess: false }), now)).toBe(false);
    expect(hasAiAccess(user({ expiresAt: new Date('2026-06-02T00:00:00Z') }), now)).toBe(true);
    expect(hasAiAccess(user({ expiresAt: new Date('2026-05-31T23:59:59Z') }), now)).toBe(false);
    expect(hasAiAccess(user({ expiresAt: now }), now)).toBe(false);
  });

  it('admin needs the role, and the allow-list when one is set', () => {
    expect(isAdmin(user({ role: 'admin' }), { adminUsernames: undefined })).toBe(true);
    expect(isAdmin(user(), { adminUsernames: undefined })).toBe(false);
    expect(isAdmin(user({ role: 'admin' }), { adminUsernames: ['zak'] })).toBe(true);
    expect(isAdmin(user({ role: 'admin', username: 'other' }), { adminUsernames: ['zak'] })).toBe(
      false,
    );
  });
});
