import { currentUserJson, nextAccessChange, toCurrentUser } from './present';
import type { UserRecord } from './user';

const config = {
  adminUsernames: undefined,
  shopUrl: 'https://shop.example/ia',
  payments: { shopReferenceParam: 'ref', memberRefKey: Buffer.from('k'.repeat(32)) },
} as unknown as Parameters<typeof toCurrentUser>[1];

const user = (over: Partial<UserRecord> = {}): UserRecord => ({
  id: '00000000-0000-4000-8000-000000000001',
  username: 'zak',
  email: 'zak@example.com',
  role: 'user',
  hasIAAccess: true,
  isActive: true,
  iaSettings: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  lastLoginAt: null,
  expiresAt: null,
  termsAcceptedAt: null,
  termsRenewal: null,
  paidAccess: null,
  ...over,
});

const at = (iso: string) => new Date(iso).getTime();
/** What res.json(presentSessionUser(...)) sent before the body was kept. */
const fresh = (u: UserRecord, step: string, now: number) =>
  JSON.stringify({ ...toCurrentUser(u, config, new Date(now)), secondFactor: step });

describe("GET /api/auth/user's kept body", () => {
  it('is the presented user with its second-step state, byte for byte', () => {
    const u = user();
    const now = at('2026-06-01T00:00:00Z');
    expect(currentUserJson(u, config, 'off', now)).toBe(fresh(u, 'off', now));
    expect(JSON.parse(currentUserJson(u, config, 'off', now))).toMatchObject({
      username: 'zak',
      access: { state: 'active', source: 'admin' },
      secondFactor: 'off',
    });
    // Another state of the same session's second step is another body.
    expect(currentUserJson(u, config, 'verify', now)).toBe(fresh(u, 'verify', now));
  });

  it('changes when an end date passes (access ends without any write)', () => {
    const end = '2026-06-01T12:00:00Z';
    const u = user({ expiresAt: new Date(end) });
    const before = at('2026-06-01T11:59:59Z');
    const after = at('2026-06-01T12:00:00Z');
    expect(JSON.parse(currentUserJson(u, config, 'off', before))).toMatchObject({
      aiAccess: true,
      access: { state: 'active', until: '2026-06-01T12:00:00.000Z' },
    });
    const ended = currentUserJson(u, config, 'off', after);
    expect(ended).toBe(fresh(u, 'off', after));
    expect(JSON.parse(ended)).toMatchObject({
      aiAccess: false,
      access: { state: 'ended', endedAt: '2026-06-01T12:00:00.000Z' },
    });
  });

  it('knows when a paid period or a grant next ends', () => {
    const now = at('2026-06-01T00:00:00Z');
    expect(nextAccessChange(user(), now)).toBe(Infinity);
    const periodEnd = new Date('2026-07-01T00:00:00Z');
    const expiresAt = new Date('2026-06-15T00:00:00Z');
    const paidAccess = {
      source: 'stripe' as const,
      status: 'active' as const,
      periodEnd,
      renewing: true,
      endedAt: null,
    };
    expect(nextAccessChange(user({ paidAccess }), now)).toBe(periodEnd.getTime());
    expect(nextAccessChange(user({ paidAccess, expiresAt }), now)).toBe(expiresAt.getTime());
    // Past dates change nothing any more.
    expect(nextAccessChange(user({ expiresAt: new Date('2026-05-01T00:00:00Z') }), now)).toBe(
      Infinity,
    );
  });
});
