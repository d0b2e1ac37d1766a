import { cutTitle, decodeCursor, encodeCursor } from './conversation.service';

describe('conversation rules', () => {
  it('cuts titles to 80 characters without splitting an emoji', () => {
    expect(cutTitle('a'.repeat(100))).toBe('a'.repeat(80));
    const emojis = '💪'.repeat(90);
    expect(Array.from(cutTitle(emojis))).toHaveLength(80);
    expect(cutTitle('  short  ')).toBe('short');
  });

  it('round-trips paging cursors and rejects forged ones', () => {
    const cursor = {
      updatedAt: new Date('2026-11-21T10:00:00.123Z'),
      id: '3f2b8c1e-1d2a-4c3b-9a8e-123456789abc',
    };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(() => decodeCursor(Buffer.from('x|y').toString('base64url'))).toThrow();
    expect(() => decodeCursor('garbage')).toThrow();
  });
});
