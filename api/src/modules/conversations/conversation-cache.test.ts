import { ConversationListCache, type CachedBody } from './conversation-cache';
import type { ConversationChange } from '../../platform/db/conversation-feed';

function feed() {
  const listeners = new Set<ConversationChange>();
  return {
    listening: true,
    onChange(listener: ConversationChange) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(userId: string | null) {
      for (const listener of listeners) listener(userId);
    },
  };
}

const body = (text: string): CachedBody => ({ json: Buffer.from(text) });
const MB = 1024 * 1024;

describe('ConversationListCache', () => {
  it('answers a list under the version it was stored with, until it expires', () => {
    const cache = new ConversationListCache(feed(), { ttlMs: 1000, maxBytes: MB });
    cache.set('u1', 'all', 'v1', body('[1]'), cache.ticket(), 0);
    expect(cache.get('u1', 'all', 'v1', 999)?.json.toString()).toBe('[1]');
    expect(cache.get('u1', 'all', 'v2', 999)).toBeUndefined();
    cache.set('u1', 'all', 'v1', body('[1]'), cache.ticket(), 0);
    expect(cache.get('u1', 'all', 'v1', 1000)).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it('answers nothing and stores nothing while the feed is not listening', () => {
    const f = feed();
    const cache = new ConversationListCache(f, { ttlMs: 1000, maxBytes: MB });
    cache.set('u1', 'all', 'v1', body('[1]'), cache.ticket());
    f.listening = false;
    expect(cache.get('u1', 'all', 'v1')).toBeUndefined();
    cache.set('u2', 'all', 'v1', body('[2]'), cache.ticket());
    f.listening = true;
    expect(cache.get('u2', 'all', 'v1')).toBeUndefined();
  });

  it("a notification drops the user's lists, and a read started before it stores nothing", () => {
    const f = feed();
    const cache = new ConversationListCache(f, { ttlMs: 60_000, maxBytes: MB });
    cache.set('u1', 'all', 'v1', body('[1]'), cache.ticket());
    cache.set('u1', '20:', 'v1', body('{"items":[]}'), cache.ticket());
    cache.set('u2', 'all', 'v1', body('[2]'), cache.ticket());
    const before = cache.ticket();
    f.emit('u1');
    expect(cache.get('u1', 'all', 'v1')).toBeUndefined();
    expect(cache.get('u1', '20:', 'v1')).toBeUndefined();
    expect(cache.get('u2', 'all', 'v1')?.json.toString()).toBe('[2]');
    cache.set('u1', 'all', 'v1', body('[stale]'), before);
    expect(cache.get('u1', 'all', 'v1')).toBeUndefined();
    // Another user's read in flight is not affected; a read started after the drop is stored.
    cache.set('u3', 'all', 'v1', body('[3]'), before);
    expect(cache.get('u3', 'all', 'v1')?.json.toString()).toBe('[3]');
    cache.set('u1', 'all', 'v1', body('[fresh]'), cache.ticket());
    expect(cache.get('u1', 'all', 'v1')?.json.toString()).toBe('[fresh]');
  });

  it('a notification for everyone (or a lost feed) drops every list and every read in flight', () => {
    const f = feed();
    const cache = new ConversationListCache(f, { ttlMs: 60_000, maxBytes: MB });
    cache.set('u1', 'all', 'v1', body('[1]'), cache.ticket());
    const before = cache.ticket();
    f.emit(null);
    expect(cache.size).toEqual({ entries: 0, bytes: 0, users: 0 });
    cache.set('u2', 'all', 'v1', body('[2]'), before);
    expect(cache.get('u2', 'all', 'v1')).toBeUndefined();
  });

  it('keeps within its entries and bytes, dropping the least recently used users first', () => {
    const cache = new ConversationListCache(feed(), {
      ttlMs: 60_000,
      maxBytes: 100,
      maxEntries: 3,
      perUser: 1,
    });
    cache.set('a', 'all', 'v', body('aaaaaaaaaa'), cache.ticket());
    cache.set('b', 'all', 'v', body('bbbbbbbbbb'), cache.ticket());
    cache.set('c', 'all', 'v', body('cccccccccc'), cache.ticket());
    expect(cache.get('a', 'all', 'v')).toBeDefined(); // a is now the most recent
    cache.set('d', 'all', 'v', body('dddddddddd'), cache.ticket());
    expect(cache.get('b', 'all', 'v')).toBeUndefined();
    expect(cache.get('a', 'all', 'v')).toBeDefined();
    expect(cache.size.entries).toBe(3);
    // Per user: the oldest of its lists goes.
    cache.set('a', 'p1', 'v', body('1'), cache.ticket());
    expect(cache.get('a', 'all', 'v')).toBeUndefined();
    expect(cache.get('a', 'p1', 'v')).toBeDefined();
    // Bytes: 25-byte bodies, at most 100 bytes in all.
    const big = new ConversationListCache(feed(), { ttlMs: 60_000, maxBytes: 100 });
    for (const user of ['a', 'b', 'c', 'd', 'e']) {
      big.set(user, 'all', 'v', body('x'.repeat(25)), big.ticket());
    }
    expect(big.size).toEqual({ entries: 4, bytes: 100, users: 4 });
    expect(big.get('a', 'all', 'v')).toBeUndefined();
    // A body over a quarter of the bound is never kept.
    big.set('f', 'all', 'v', body('x'.repeat(26)), big.ticket());
    expect(big.get('f', 'all', 'v')).toBeUndefined();
  });

  it('counts compressed forms in the byte bound, for the entries it holds only', () => {
    const cache = new ConversationListCache(feed(), { ttlMs: 60_000, maxBytes: 100 });
    const a = body('x'.repeat(20));
    cache.set('a', 'all', 'v', a, cache.ticket());
    cache.addEncoded('a', 'all', a, 'gzip', Buffer.alloc(5));
    expect(cache.get('a', 'all', 'v')?.gzip).toHaveLength(5);
    expect(cache.size.bytes).toBe(25);
    // A body the cache does not hold (search, cache refused it) keeps its form for this answer.
    const loose = body('y'.repeat(20));
    cache.addEncoded('z', 'all', loose, 'br', Buffer.alloc(7));
    expect(loose.br).toHaveLength(7);
    expect(cache.size.bytes).toBe(25);
    // Growing past the bound drops the least recently used users.
    const b = body('b'.repeat(20));
    cache.set('b', 'all', 'v', b, cache.ticket());
    cache.addEncoded('b', 'all', b, 'br', Buffer.alloc(60));
    expect(cache.size).toEqual({ entries: 1, bytes: 80, users: 1 });
    expect(cache.get('a', 'all', 'v')).toBeUndefined();
    cache.drop('b');
    expect(cache.size).toEqual({ entries: 0, bytes: 0, users: 0 });
  });

  it('forgets the oldest dropped users by refusing every read started before them', () => {
    const f = feed();
    const cache = new ConversationListCache(f, { ttlMs: 60_000, maxBytes: MB });
    const before = cache.ticket();
    for (let i = 0; i <= 10_000; i += 1) f.emit(`u${i}`);
    // u0's drop is forgotten: a read of u0 started before it must still be refused.
    cache.set('u0', 'all', 'v', body('[stale]'), before);
    expect(cache.get('u0', 'all', 'v')).toBeUndefined();
    cache.set('u0', 'all', 'v', body('[0]'), cache.ticket());
    expect(cache.get('u0', 'all', 'v')?.json.toString()).toBe('[0]');
  });
});
