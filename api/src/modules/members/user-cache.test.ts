import type { UserRecord } from './user';
import { UserCache } from './user-cache';

const user = (id: string): UserRecord => ({
  id,
  username: `user-${id}`,
  email: null,
  role: 'user',
  hasIAAccess: true,
  isActive: true,
  iaSettings: null,
  createdAt: new Date(0),
  lastLoginAt: null,
  expiresAt: null,
  termsAcceptedAt: null,
  termsRenewal: null,
  paidAccess: null,
});

describe('UserCache', () => {
  it('answers a user only under the version it was read with', () => {
    const cache = new UserCache(30_000);
    cache.set('a', 'v1', user('a'), 0);
    expect(cache.get('a', 'v1', 1)).toMatchObject({ id: 'a' });
    expect(cache.get('a', 'v2', 1)).toBeUndefined();
    // A stale entry is dropped, not kept for the old version.
    expect(cache.get('a', 'v1', 1)).toBeUndefined();
  });

  it('forgets a user after the time to live', () => {
    const cache = new UserCache(1000);
    cache.set('a', 'v1', user('a'), 0);
    expect(cache.get('a', 'v1', 999)).toBeDefined();
    expect(cache.get('a', 'v1', 1000)).toBeUndefined();
  });

  it('keeps at most maxEntries users, dropping the oldest first', () => {
    const cache = new UserCache(30_000, 2);
    cache.set('a', 'v', user('a'), 0);
    cache.set('b', 'v', user('b'), 0);
    cache.set('c', 'v', user('c'), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 'v', 1)).toBeUndefined();
    expect(cache.get('c', 'v', 1)).toBeDefined();
  });

  it('hands out frozen records: a request cannot change what the next one sees', () => {
    const cache = new UserCache(30_000);
    const cached = cache.set('a', 'v', user('a'), 0);
    expect(() => {
      (cached as UserRecord).role = 'admin';
    }).toThrow(TypeError);
  });
});
