import { parseRegistry, type RegistryDocument } from './registry-document';
import { isUnder, navLinks, remoteRoutes } from './remote-routes';

const base = {
  marketing: { name: 'mfe_marketing', entry: '/remotes/marketing/mf-manifest.json' },
  chat: { name: 'mfe_chat', entry: '/remotes/chat/mf-manifest.json' },
  admin: { name: 'mfe_admin', entry: '/remotes/admin/mf-manifest.json' },
  training: { name: 'mfe_training', entry: '/remotes/training/mf-manifest.json' },
};
const fixture = {
  name: 'mfe_fixture',
  entry: '/remotes/fixture/remoteEntry.js',
  routes: ['/fixture', '/essai'],
  nav: {
    label: { fr: 'Essai', en: 'Fixture' },
    path: { fr: '/essai', en: '/fixture' },
    audience: 'member',
    order: 15,
  },
};
const doc = (remotes: Record<string, unknown>): RegistryDocument => parseRegistry({ remotes });

describe('remoteRoutes', () => {
  test('before the registry: the built-in chat and training pages (marketing and admin are mounted apart)', () => {
    expect(remoteRoutes(null)).toEqual([
      { remote: 'chat', path: '/ia', layout: 'bare', offline: false },
      { remote: 'chat', path: '/app/ia', layout: 'bare', offline: false },
      { remote: 'chat', path: '/acces-ia', layout: 'bare', offline: false },
      { remote: 'training', path: '/entrainement', layout: 'public', offline: true },
      { remote: 'training', path: '/training', layout: 'public', offline: true },
    ]);
  });

  test('a remote known only from the registry gets its pages in its layout', () => {
    const routes = remoteRoutes(doc({ ...base, fixture: { ...fixture, layout: 'bare' } }));
    expect(routes.filter((r) => r.remote === 'fixture')).toEqual([
      { remote: 'fixture', path: '/fixture', layout: 'bare', offline: false },
      { remote: 'fixture', path: '/essai', layout: 'bare', offline: false },
    ]);
  });

  test('a registry without training keeps its pages (they show the fallback, not the 404 page)', () => {
    const { training: _t, ...rest } = base;
    expect(remoteRoutes(doc(rest)).filter((r) => r.remote === 'training')).toHaveLength(2);
  });

  test("a later remote cannot take over a built-in remote's page", () => {
    const routes = remoteRoutes(
      doc({
        ...base,
        fixture: { ...fixture, routes: ['/admin', '/contact', '/ia', '/essai'], nav: undefined },
      }),
    );
    expect(routes.filter((r) => r.remote === 'fixture').map((r) => r.path)).toEqual(['/essai']);
    expect(routes.find((r) => r.path === '/ia')?.remote).toBe('chat');
  });
});

describe('navLinks', () => {
  test("before the registry: a member's built-in links; the administrator's adds the panel", () => {
    expect(navLinks(null, ['member'], 'fr').map((l) => [l.label, l.to])).toEqual([
      ['Accès IA', '/ia'],
      ['Entraînement', '/entrainement'],
    ]);
    expect(navLinks(null, ['member', 'admin'], 'en').map((l) => [l.label, l.to])).toEqual([
      ['AI Access', '/ia'],
      ['Training', '/training'],
      ['Administration', '/admin'],
    ]);
    expect(navLinks(null, ['visitor'], 'fr')).toEqual([]);
  });

  test("a registry's remote shows its link to its audience, in its order and language", () => {
    const registry = doc({ ...base, fixture });
    expect(navLinks(registry, ['member'], 'fr').map((l) => l.label)).toEqual([
      'Accès IA',
      'Essai',
      'Entraînement',
    ]);
    const link = navLinks(registry, ['member'], 'en')[1];
    expect(link).toEqual({
      remote: 'fixture',
      label: 'Fixture',
      to: '/fixture',
      paths: ['/fixture', '/essai'],
      audience: 'member',
    });
    expect(navLinks(registry, ['visitor'], 'en')).toEqual([]);
  });

  test('a remote the registry lacks has no link', () => {
    const { training: _t, ...rest } = base;
    expect(navLinks(doc(rest), ['member'], 'fr').map((l) => l.remote)).toEqual(['chat']);
  });
});

test('isUnder: a page or one of its sub-pages, trailing slash or not', () => {
  expect(isUnder('/training/', ['/training'])).toBe(true);
  expect(isUnder('/training/sessions/3', ['/training'])).toBe(true);
  expect(isUnder('/trainings', ['/training'])).toBe(false);
});
