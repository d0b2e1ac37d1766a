import { authPathFor, chatAccessReason, readChatAccessReason } from './chat-access';

describe('the reason the chat sends a member to /auth', () => {
  it('is "expired" for an access that ended and "pending" for one never granted', () => {
    expect(chatAccessReason({ state: 'ended' })).toBe('expired');
    expect(chatAccessReason({ state: 'none' })).toBe('pending');
  });

  it('travels in the query of /auth, and only a known reason is read back', () => {
    expect(authPathFor('pending')).toBe('/auth?acces=pending');
    expect(authPathFor(null)).toBe('/auth');
    const read = (query: string) => readChatAccessReason(new URLSearchParams(query));
    expect(read('acces=pending')).toBe('pending');
    expect(read('?acces=expired')).toBe('expired');
    for (const query of [
      '',
      'acces=',
      'acces=admin',
      'acces=Pending',
      'acces=pending&acces=expired',
    ]) {
      expect(read(query)).toBeNull();
    }
  });
});
