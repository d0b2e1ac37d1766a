import { parseRegistry } from './registry';

describe('parseRegistry', () => {
  const remotes = {
    marketing: { name: 'mfe_marketing', entry: '/remotes/marketing/mf-manifest.json' },
    chat: { name: 'mfe_chat', entry: '/remotes/chat/mf-manifest.json' },
    admin: { name: 'mfe_admin', entry: '/remotes/admin/remoteEntry.js' },
    training: { name: 'mfe_training', entry: '/remotes/training/remoteEntry.js' },
  };

  test('accepts the server document and keeps its runtime config', () => {
    expect(parseRegistry({ remotes, config: { shopUrl: 'https://s.example' } })).toEqual({
      remotes,
      config: { shopUrl: 'https://s.example' },
    });
  });

  test.each([
    ['no document', null],
    ['no remotes', {}],
    ['a remote missing', { remotes: { marketing: remotes.marketing, chat: remotes.chat } }],
    [
      'an entry that is not a string',
      { remotes: { ...remotes, chat: { name: 'mfe_chat', entry: 42 } } },
    ],
  ])('rejects %s', (_label, doc) => {
    expect(() => parseRegistry(doc)).toThrow('Invalid remote registry');
  });
});
