import { memoryIdempotency } from './idempotency';

describe('memoryIdempotency (embedded mode)', () => {
  it('claims a free key once, hands back what it holds, and frees it after its time', async () => {
    let now = 0;
    const store = memoryIdempotency(10, () => now);
    expect(await store.claim('k', 'pending', 120)).toBeNull();
    expect(await store.claim('k', 'other', 120)).toBe('pending');
    await store.set('k', 'done', 60);
    now = 59_999;
    expect(await store.claim('k', 'other', 120)).toBe('done');
    now = 60_000;
    expect(await store.claim('k', 'again', 120)).toBeNull();
  });

  it('release frees a key at once', async () => {
    const store = memoryIdempotency();
    expect(await store.claim('k', 'pending', 120)).toBeNull();
    await store.release('k');
    expect(await store.claim('k', 'pending', 120)).toBeNull();
  });

  it('keeps at most `max` keys, dropping the oldest', async () => {
    const store = memoryIdempotency(2);
    for (const key of ['a', 'b', 'c']) expect(await store.claim(key, key, 120)).toBeNull();
    expect(await store.claim('a', 'new', 120)).toBeNull();
    expect(await store.claim('c', 'new', 120)).toBe('c');
  });
});
