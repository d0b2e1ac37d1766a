import { parseRegistry } from './registry';

describe('parseRegistry', () => {
  const remotes = {
    marketing: { name: 'mfe_marketing', entry: '/remotes/marketing/mf-manifest.json' },
    chat: { name: 'mfe_chat', entry: '/remotes/chat/mf-manifest.json' },
    admin: { name: 'mfe_admin', entry: '/remotes/admin/remoteEntry.js' },
    training: { name: 'mfe_training', entry: '/remotes/training/remoteEntry.js' },
  };
  const fixture = {
    name: 'mfe_fixture',
    entry: 'https://fixture.example/remoteEntry.js',
    routes: ['/fixture', '/essai'],
    layout: 'bare',
    nav: {
      label: { fr: 'Essai', en: 'Fixture' },
      path: { fr: '/essai', en: '/fixture' },
      audience: 'visitor',
      order: 5,
    },
  };
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  test('an older document (name and entry only) takes the built-in routes, layouts and links', () => {
    const doc = parseRegistry({ remotes, config: { shopUrl: 'https://s.example' } });
    expect(doc.config).toEqual({ shopUrl: 'https://s.example' });
    expect(doc.remotes.marketing).toMatchObject({ ...remotes.marketing, layout: 'public' });
    expect(doc.remotes.marketing?.routes).toContain('/contact');
    // All of marketing's pages, the member area's too (17, over the old limit of 16).
    expect(doc.remotes.marketing?.routes).toEqual(
      expect.arrayContaining(['/accueil', '/progress']),
    );
    expect(doc.remotes.marketing?.nav).toBeUndefined();
    expect(doc.remotes.chat).toMatchObject({
      layout: 'bare',
      routes: ['/ia', '/app/ia', '/acces-ia'],
    });
    expect(doc.remotes.admin?.nav?.audience).toBe('admin');
    expect(doc.remotes.training).toEqual({
      ...remotes.training,
      routes: ['/entrainement', '/training'],
      layout: 'public',
      offline: true,
      nav: {
        label: { fr: 'Entraînement', en: 'Training' },
        path: { fr: '/entrainement', en: '/training' },
        audience: 'member',
        order: 20,
      },
      tabs: [
        {
          id: 'training',
          label: { fr: 'Entraînement', en: 'Training' },
          path: { fr: '/entrainement', en: '/training' },
          order: 20,
        },
      ],
    });
    expect(warn).not.toHaveBeenCalled();
  });

  test("a registry's own fields win over the defaults; a one-string label or path serves both languages", () => {
    const doc = parseRegistry({
      remotes: {
        ...remotes,
        training: {
          ...remotes.training,
          routes: ['/seances'],
          nav: { label: 'Séances', path: '/seances', audience: 'member' },
        },
      },
    });
    expect(doc.remotes.training).toMatchObject({
      routes: ['/seances'],
      layout: 'public',
      nav: {
        label: { fr: 'Séances', en: 'Séances' },
        path: { fr: '/seances', en: '/seances' },
        order: 100,
      },
    });
  });

  test("the server's document: every remote with its pages (marketing's home page too)", () => {
    const doc = parseRegistry({
      remotes: {
        ...remotes,
        marketing: { ...remotes.marketing, routes: ['/', '/contact'], layout: 'public' },
      },
    });
    expect(doc.remotes.marketing?.routes).toEqual(['/', '/contact']);
    expect(warn).not.toHaveBeenCalled();
  });

  test('pages of its own without a link: the built-in link to a page it no longer has is dropped', () => {
    const doc = parseRegistry({
      remotes: { ...remotes, training: { ...remotes.training, routes: ['/seances'] } },
    });
    expect(doc.remotes.training).toMatchObject({ routes: ['/seances'], offline: true });
    expect(doc.remotes.training?.nav).toBeUndefined();
  });

  test('an unknown remote is accepted with its own fields', () => {
    const doc = parseRegistry({ remotes: { ...remotes, fixture } });
    expect(doc.remotes.fixture).toEqual({ ...fixture, offline: false });
  });

  test('a missing remote leaves the others working', () => {
    const { training: _training, ...withoutTraining } = remotes;
    const doc = parseRegistry({ remotes: withoutTraining });
    expect(Object.keys(doc.remotes)).toEqual(['marketing', 'chat', 'admin']);
  });

  test.each([
    ['no document', null],
    ['no remotes', {}],
    ['remotes that are a list', { remotes: [remotes.chat] }],
  ])('rejects %s', (_label, doc) => {
    expect(() => parseRegistry(doc)).toThrow('Invalid remote registry');
  });

  test.each([
    ['an entry that is not a string', { name: 'mfe_chat', entry: 42 }],
    ['a javascript: entry', { name: 'mfe_chat', entry: 'javascript:alert(1)' }],
    ['a data: entry', { name: 'mfe_chat', entry: 'data:text/javascript,alert(1)' }],
    ['a protocol-relative entry', { name: 'mfe_chat', entry: '//evil.example/remoteEntry.js' }],
    ['an entry with credentials', { name: 'mfe_chat', entry: 'https://u:p@cdn.example/e.js' }],
    ['a name that is no identifier', { name: 'mfe-chat;alert(1)', entry: '/remotes/chat/e.js' }],
    ['a route that is a URL', { ...fixture, routes: ['https://evil.example'] }],
    ['a route climbing up', { ...fixture, routes: ['/fixture/..'] }],
    ['a route that is not a string', { ...fixture, routes: [7] }],
    ['no routes', { ...fixture, routes: [] }],
    ['an unknown layout', { ...fixture, layout: 'popup' }],
    ['an offline flag that is not a boolean', { ...fixture, offline: 'yes' }],
    [
      'a link to a page the remote does not render',
      { ...fixture, nav: { ...fixture.nav, path: '/admin' } },
    ],
    ['a javascript: link', { ...fixture, nav: { ...fixture.nav, path: 'javascript:alert(1)' } }],
    ['an unknown audience', { ...fixture, nav: { ...fixture.nav, audience: 'everyone' } }],
    ['an empty label', { ...fixture, nav: { ...fixture.nav, label: { fr: ' ', en: 'x' } } }],
    ['an order that is not a number', { ...fixture, nav: { ...fixture.nav, order: '1' } }],
  ])('leaves out, alone, %s', (_label, entry) => {
    const doc = parseRegistry({ remotes: { ...remotes, bad: entry } });
    expect(Object.keys(doc.remotes)).toEqual(['marketing', 'chat', 'admin', 'training']);
    expect(warn).toHaveBeenCalledWith('[registry] the entry "bad" is invalid: left out');
  });

  test('leaves out a key that is not a plain name', () => {
    const doc = parseRegistry({ remotes: { ...remotes, __proto__x: fixture, 'A B': fixture } });
    expect(Object.keys(doc.remotes)).toEqual(['marketing', 'chat', 'admin', 'training']);
  });
});
