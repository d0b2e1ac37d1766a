import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { composePage, previewName } from './page-preview';

const TEMPLATE =
  '<body><!--# block name="none" --><!--# endblock -->' +
  '<div id="slot"><!--# include virtual="/remotes/m/pre/$zak_preview.html" stub="none" --></div></body>';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'zak-preview-'));
  mkdirSync(path.join(dir, 'site/pre'), { recursive: true });
  writeFileSync(path.join(dir, 'site/pre/index.html'), '<p>home</p>');
  writeFileSync(path.join(dir, 'secret.html'), '<p>outside the folder</p>');
});
const site = () => path.join(dir, 'site');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('previewName', () => {
  test.each([
    ['/', 'index'],
    ['/contact', 'contact'],
    ['/zak-ia-info', 'zak-ia-info'],
    ['/app/ia', ''],
    ['/../secret', ''],
    ['/Contact', ''],
  ])('%s -> %j', (pagePath, name) => {
    expect(previewName(pagePath)).toBe(name);
  });
});

describe('composePage', () => {
  test('replaces the include with the file and drops the stub block', async () => {
    const html = await composePage(TEMPLATE, { zak_preview: 'index' }, { '/remotes/m': site() });
    expect(html).toBe('<body><div id="slot"><p>home</p></div></body>');
  });

  test('a missing file, an empty name or an unknown mount leave the slot empty', async () => {
    const empty = '<body><div id="slot"></div></body>';
    expect(await composePage(TEMPLATE, { zak_preview: 'auth' }, { '/remotes/m': site() })).toBe(
      empty,
    );
    expect(await composePage(TEMPLATE, { zak_preview: '' }, { '/remotes/m': site() })).toBe(empty);
    expect(await composePage(TEMPLATE, { zak_preview: 'index' }, { '/other': site() })).toBe(empty);
  });

  test('a variable cannot read a file outside the mount', async () => {
    const html = await composePage(
      TEMPLATE,
      { zak_preview: '../../secret' },
      { '/remotes/m': site() },
    );
    expect(html).not.toContain('outside');
  });

  test('a page without SSI commands is unchanged', async () => {
    expect(await composePage('<p>x</p>', {}, {})).toBe('<p>x</p>');
  });
});
