import { decide, type EntitlementState } from './decide';
import { memberReference, subscribeUrl, verifyMemberReference } from '../members';

const at = (s: number) => new Date(Date.UTC(2026, 10, 1) + s * 1000);
const empty: EntitlementState = {
  status: 'ended',
  periodEnd: null,
  renewing: false,
  endedAt: null,
  lastEventAt: null,
};

describe('decide: events out of order never override newer ones', () => {
  it('a grant starts access; an older grant after a newer end is stale', () => {
    const granted = decide(empty, { effect: 'grant', occurredAt: at(10), periodEnd: at(1000) });
    expect(granted).toMatchObject({ status: 'active', periodEnd: at(1000), lastEventAt: at(10) });
    const ended = decide(granted as EntitlementState, {
      effect: 'end',
      occurredAt: at(20),
      periodEnd: null,
    });
    expect(ended).toMatchObject({ status: 'ended', endedAt: at(20) });
    expect(
      decide(ended as EntitlementState, { effect: 'grant', occurredAt: at(15), periodEnd: at(9) }),
    ).toBe('stale');
  });

  it('an update older than the deletion is stale; one of the same second does not reopen it', () => {
    const ended: EntitlementState = { ...empty, endedAt: at(20), lastEventAt: at(20) };
    const update = { effect: 'update' as const, status: 'active' as const, periodEnd: at(999) };
    expect(decide(ended, { ...update, occurredAt: at(19) })).toBe('stale');
    expect(decide(ended, { ...update, occurredAt: at(20) })).toBe('stale');
    expect(decide(ended, { ...update, occurredAt: at(21) })).toMatchObject({ status: 'active' });
  });

  it('a paid invoice lengthens access whatever its order, and never shortens it', () => {
    const active: EntitlementState = {
      status: 'active',
      periodEnd: at(500),
      renewing: true,
      endedAt: null,
      lastEventAt: at(100),
    };
    const older = decide(active, { effect: 'extend', occurredAt: at(50), periodEnd: at(900) });
    expect(older).toMatchObject({ periodEnd: at(900), lastEventAt: at(100) });
    const shorter = decide(active, { effect: 'extend', occurredAt: at(150), periodEnd: at(300) });
    expect(shorter).toMatchObject({ periodEnd: at(500) });
  });

  it('a paid invoice older than the event that ended access is stale', () => {
    const ended: EntitlementState = { ...empty, endedAt: at(20), lastEventAt: at(20) };
    expect(decide(ended, { effect: 'extend', occurredAt: at(10), periodEnd: at(99) })).toBe(
      'stale',
    );
  });
});

describe('member references', () => {
  const key = Buffer.alloc(32, 7);
  const id = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

  it('name the member they were signed for, and nobody once altered or signed elsewhere', () => {
    const ref = memberReference(key, id);
    expect(ref).toMatch(/^zm_[0-9a-f]{32}_[0-9a-f]{24}$/);
    expect(verifyMemberReference(key, ref)).toBe(id);
    expect(verifyMemberReference(Buffer.alloc(32, 8), ref)).toBeNull();
    const forged = ref.replace(/_[0-9a-f]{24}$/, `_${'0'.repeat(24)}`);
    expect(verifyMemberReference(key, forged)).toBeNull();
    expect(verifyMemberReference(key, 'zm_nothing')).toBeNull();
  });

  it('go on the shop URL in the configured parameter, keeping its own query', () => {
    expect(subscribeUrl('https://shop.example/p?x=1', 'client_reference_id', 'zm_a')).toBe(
      'https://shop.example/p?x=1&client_reference_id=zm_a',
    );
  });
});
