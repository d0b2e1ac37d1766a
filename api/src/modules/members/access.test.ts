import { accessState, hasAiAccess, isAdmin } from './access';
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
  termsAcceptedAt: null,
  termsRenewal: null,
  paidAccess: null,
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

  const paid = (over: Partial<NonNullable<UserRecord['paidAccess']>> = {}) => ({
    source: 'stripe' as const,
    status: 'active' as const,
    periodEnd: new Date('2026-06-10T00:00:00Z'),
    renewing: true,
    endedAt: null,
    ...over,
  });

  it('a paid entitlement gives access until its period end, without the admin flag', () => {
    const member = user({ hasIAAccess: false, paidAccess: paid() });
    expect(hasAiAccess(member, now)).toBe(true);
    expect(accessState(member, now)).toEqual({
      state: 'active',
      source: 'stripe',
      until: '2026-06-10T00:00:00.000Z',
      renewing: true,
      endedAt: null,
    });
    const later = new Date('2026-06-10T00:00:00Z');
    expect(hasAiAccess(member, later)).toBe(false);
    expect(accessState(member, later)).toMatchObject({
      state: 'ended',
      endedAt: '2026-06-10T00:00:00.000Z',
    });
  });

  it('an ended entitlement gives no access; the admin grant still does, and names its source', () => {
    const ended = paid({ status: 'ended', endedAt: new Date('2026-05-20T00:00:00Z') });
    expect(hasAiAccess(user({ hasIAAccess: false, paidAccess: ended }), now)).toBe(false);
    expect(accessState(user({ hasIAAccess: false, paidAccess: ended }), now)).toMatchObject({
      state: 'ended',
      source: 'stripe',
      endedAt: '2026-05-20T00:00:00.000Z',
    });
    expect(accessState(user({ paidAccess: ended }), now)).toMatchObject({
      state: 'active',
      source: 'admin',
      until: null,
    });
    expect(accessState(user({ hasIAAccess: false }), now).state).toBe('none');
  });

  it('with both sources active, the one lasting longest is shown', () => {
    const soon = new Date('2026-06-05T00:00:00Z');
    expect(accessState(user({ expiresAt: soon, paidAccess: paid() }), now).source).toBe('stripe');
    expect(accessState(user({ paidAccess: paid() }), now).source).toBe('admin');
  });
});
