import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './index';
import { parseExtraRemotes } from './remotes';

const fixture = {
  name: 'mfe_fixture',
  entry: 'https://fixture.example/remoteEntry.js',
  routes: ['/essai'],
  nav: { label: 'Essai', path: '/essai', audience: 'member' },
};

describe('MFE_REGISTRY_EXTRA', () => {
  test('a later remote is read with its pages, layout (public by default) and link', () => {
    expect(parseExtraRemotes({ remotes: { fixture } })).toEqual({
      fixture: { ...fixture, layout: 'public' },
    });
    expect(
      parseExtraRemotes({ remotes: { fixture: { ...fixture, offline: true, subpages: true } } }),
    ).toEqual({
      fixture: { ...fixture, layout: 'public', offline: true, subpages: true },
    });
  });

  test('its member tabs reach the registry as written (the shell checks each one)', () => {
    const tabs = [
      { id: 'essai', label: { fr: 'Essai', en: 'Trial' }, path: { fr: '/essai', en: '/essai' } },
    ];
    expect(parseExtraRemotes({ remotes: { fixture: { ...fixture, tabs } } }).fixture?.tabs).toEqual(
      tabs,
    );
  });

  test.each([
    ['no remotes object', { fixture }, 'must hold'],
    ['a built-in key', { remotes: { chat: fixture } }, 'is built in'],
    ['a key that is no plain name', { remotes: { 'Fix ture': fixture } }, 'plain lower-case'],
    [
      'a javascript: entry',
      { remotes: { fixture: { ...fixture, entry: 'javascript:x' } } },
      'entry URL',
    ],
    [
      'a protocol-relative entry',
      { remotes: { fixture: { ...fixture, entry: '//x.example/e.js' } } },
      'entry URL',
    ],
    [
      'a name that is no identifier',
      { remotes: { fixture: { ...fixture, name: 'a;b' } } },
      'federation name',
    ],
    [
      'a page that is a URL',
      { remotes: { fixture: { ...fixture, routes: ['https://x'] } } },
      'page paths',
    ],
    ['no pages', { remotes: { fixture: { ...fixture, routes: [] } } }, 'page paths'],
    ['tabs that are no list', { remotes: { fixture: { ...fixture, tabs: { id: 'x' } } } }, 'tabs'],
    ['an unknown layout', { remotes: { fixture: { ...fixture, layout: 'popup' } } }, 'layout'],
    [
      'an offline flag not boolean',
      { remotes: { fixture: { ...fixture, offline: 'yes' } } },
      'offline',
    ],
    [
      'a subpages flag not boolean',
      { remotes: { fixture: { ...fixture, subpages: 1 } } },
      'subpages',
    ],
  ])('rejects %s', (_label, raw, message) => {
    expect(() => parseExtraRemotes(raw)).toThrow(message);
  });

  test('loadConfig reads the file, and fails at start on a file it cannot read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zak-registry-'));
    try {
      const file = path.join(dir, 'extra.json');
      writeFileSync(file, JSON.stringify({ remotes: { fixture } }));
      expect(loadConfig({ MFE_REGISTRY_EXTRA: file }).mfe.extraRemotes.fixture?.name).toBe(
        'mfe_fixture',
      );
      expect(loadConfig({}).mfe.extraRemotes).toEqual({});
      expect(() => loadConfig({ MFE_REGISTRY_EXTRA: path.join(dir, 'none.json') })).toThrow(
        /MFE_REGISTRY_EXTRA: cannot read/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
