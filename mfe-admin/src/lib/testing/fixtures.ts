import type { AdminUser, CurrentUser } from '@zak/contract';

export const adminUser: CurrentUser = {
  id: 'admin-1',
  username: 'admin',
  email: null,
  role: 'admin',
  hasIAAccess: true,
  isActive: true,
  lastLoginAt: '2026-11-20T08:30:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: null,
  aiAccess: true,
  isAdmin: true,
};

export function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u1',
    username: 'alice',
    email: 'alice@example.com',
    role: 'user',
    hasIAAccess: false,
    isActive: true,
    lastLoginAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    expiresAt: null,
    aiAccess: false,
    ...overrides,
  };
}
