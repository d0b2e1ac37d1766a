import type { Request, Response } from 'express';
import { idempotency, memoryIdempotency } from './idempotency';

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

describe('idempotency middleware', () => {
  it('answers 503 (the write is not applied) when its store is down', async () => {
    const down = {
      claim: () => Promise.reject(new Error('redis down')),
      set: async () => undefined,
      release: async () => undefined,
    };
    const req = {
      method: 'POST',
      originalUrl: '/api/messages',
      body: { content: 'x' },
      session: { userId: 'u1' },
      get: (name: string) => (name === 'Idempotency-Key' ? 'key-1' : undefined),
    } as unknown as Request;
    const next = jest.fn();
    await expect(idempotency(down)(req, {} as Response, next)).rejects.toMatchObject({
      status: 503,
      code: 'UNAVAILABLE',
    });
    expect(next).not.toHaveBeenCalled();
  });
});
