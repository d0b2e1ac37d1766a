import http from 'node:http';
import zlib from 'node:zlib';
import type request from 'supertest';
import { LEGAL_TEXT_MAX_LENGTH } from '@zak/contract';
import { startTestApp, uniqueName, type TestApp } from '../support/harness';

let t: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn({ role: 'admin', username: uniqueName('legal') })).agent;
});
afterAll(() => t.close());

const lastLog = async () => (await admin.get('/api/admin/logs?limit=1')).body.logs[0];

describe('legal texts (mentions légales, conditions générales, confidentialité)', () => {
  it('are empty until saved, then the public endpoint serves each language, cacheable', async () => {
    const before = await t.agent().get('/api/legal/legal-notice');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ doc: 'legal-notice', fr: '', en: '', updatedAt: null });

    const fr = await admin
      .put('/api/admin/legal/legal-notice/fr')
      .send({ text: '# Éditeur\n\nZak Coaching, **SAS**.' });
    expect(fr.status).toBe(200);
    expect(fr.body).toEqual([
      expect.objectContaining({ doc: 'legal-notice', fr: '# Éditeur\n\nZak Coaching, **SAS**.' }),
      expect.objectContaining({ doc: 'terms' }),
      expect.objectContaining({ doc: 'privacy' }),
    ]);
    await admin.put('/api/admin/legal/legal-notice/en').send({ text: '# Publisher' });

    const pub = await t.agent().get('/api/legal/legal-notice');
    expect(pub.status).toBe(200);
    expect(pub.body).toEqual({
      doc: 'legal-notice',
      fr: '# Éditeur\n\nZak Coaching, **SAS**.',
      en: '# Publisher',
      updatedAt: expect.any(String),
    });
    expect(pub.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(pub.headers['set-cookie']).toBeUndefined();
    const etag = pub.headers.etag as string;
    expect(etag).toMatch(/^"legal-notice-\d+"$/);
    const again = await t.agent().get('/api/legal/legal-notice').set('If-None-Match', etag);
    expect(again.status).toBe(304);

    // A change is a new ETag: the old one no longer matches.
    await admin.put('/api/admin/legal/legal-notice/en').send({ text: '# Publisher (v2)' });
    const changed = await t.agent().get('/api/legal/legal-notice').set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.body.en).toBe('# Publisher (v2)');

    // The other document is untouched, and the admin's list holds both.
    expect((await t.agent().get('/api/legal/terms')).body).toMatchObject({ fr: '', en: '' });
    const list = await admin.get('/api/admin/legal');
    expect(list.body.map((x: { doc: string }) => x.doc)).toEqual([
      'legal-notice',
      'terms',
      'privacy',
    ]);
  });

  it('the privacy policy is edited like the other pages, under its own key', async () => {
    expect((await t.agent().get('/api/legal/privacy')).body).toEqual({
      doc: 'privacy',
      fr: '',
      en: '',
      updatedAt: null,
    });
    const res = await admin.put('/api/admin/legal/privacy/en').send({ text: '## Who we are' });
    expect(res.status).toBe(200);
    expect((await t.agent().get('/api/legal/privacy')).body).toMatchObject({
      fr: '',
      en: '## Who we are',
    });
    expect(await lastLog()).toMatchObject({
      action: 'setting.update',
      details: { key: 'legal_privacy_en', doc: 'privacy', lang: 'en', length: 13 },
    });
    expect((await t.agent().get('/api/legal/terms')).body.en).not.toBe('## Who we are');
  });

  it('a save is written to the admin logs as a setting change (its size, not the text)', async () => {
    await admin.put('/api/admin/legal/terms/fr').send({ text: '## Article 1\n\nObjet.' });
    expect(await lastLog()).toMatchObject({
      action: 'setting.update',
      details: { key: 'legal_terms_fr', doc: 'terms', lang: 'fr', length: 20 },
    });
  });

  it.each([
    [
      'an unknown document',
      '/api/admin/legal/cgv/fr',
      { text: 'x' },
      'Document inconnu',
      undefined,
    ],
    [
      'an unknown language',
      '/api/admin/legal/terms/de',
      { text: 'x' },
      'Langue inconnue',
      undefined,
    ],
    ['no text', '/api/admin/legal/terms/fr', {}, 'Le texte (text) est requis', 'text'],
    [
      'a text that is not a string',
      '/api/admin/legal/terms/fr',
      { text: 12 },
      'Le texte (text)',
      'text',
    ],
    [
      'a text over the limit',
      '/api/admin/legal/terms/fr',
      { text: 'a'.repeat(LEGAL_TEXT_MAX_LENGTH + 1) },
      `au plus ${LEGAL_TEXT_MAX_LENGTH} caractères`,
      'text',
    ],
    ['an unknown field', '/api/admin/legal/terms/fr', { text: 'x', html: '<b>' }, 'html', 'html'],
    ['a NUL character', '/api/admin/legal/terms/fr', { text: 'a\u0000b' }, 'text', undefined],
  ])(
    '%s answers 400 in the error shape and changes nothing',
    async (_case, url, body, message, field) => {
      const before = (await admin.get('/api/admin/legal')).body;
      const res = await admin.put(url).send(body);
      expect(res.status).toBe(400);
      // A refused body field is named (`field`), for the form to show the message on it.
      expect(res.body).toEqual({
        message: expect.stringContaining(message),
        code: 'VALIDATION',
        ...(field === undefined ? {} : { field }),
      });
      expect((await admin.get('/api/admin/legal')).body).toEqual(before);
    },
  );

  it('other control characters are removed, line breaks and tabs kept (as the welcome message)', async () => {
    const res = await admin.put('/api/admin/legal/terms/en').send({ text: 'a\u0007b\n\tc' });
    expect(res.status).toBe(200);
    expect((await t.agent().get('/api/legal/terms')).body.en).toBe('ab\n\tc');
  });

  it('a text at the limit is accepted; the public read of an unknown document is 400', async () => {
    const text = 'é'.repeat(LEGAL_TEXT_MAX_LENGTH);
    expect((await admin.put('/api/admin/legal/terms/en').send({ text })).status).toBe(200);
    expect((await t.agent().get('/api/legal/terms')).body.en).toBe(text);
    const unknown = await t.agent().get('/api/legal/cgv').set('Accept-Language', 'en');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Unknown document');
  });

  it('only an administrator edits: 401 anonymous, 403 for a member', async () => {
    const member = (await t.signedIn({ hasIAAccess: true })).agent;
    for (const agent of [t.agent(), member]) {
      const expected = agent === member ? 403 : 401;
      expect((await agent.get('/api/admin/legal')).status).toBe(expected);
      expect((await agent.put('/api/admin/legal/terms/fr').send({ text: 'x' })).status).toBe(
        expected,
      );
    }
  });

  it('a long text is compressed at the fastest level, as every API answer (gzip 1, brotli 1)', async () => {
    const text = Array.from(
      { length: 400 },
      (_, i) => `Article ${i} : données ${(i * 7919) % 1000} conservées ${i % 13} mois.`,
    ).join('\n');
    await admin.put('/api/admin/legal/privacy/fr').send({ text }).expect(200);
    for (const [encoding, level1, level6] of [
      [
        'gzip',
        (b: Buffer) => zlib.gzipSync(b, { level: 1 }),
        (b: Buffer) => zlib.gzipSync(b, { level: 6 }),
      ],
      [
        'br',
        (b: Buffer) =>
          zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }),
        (b: Buffer) =>
          zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
      ],
    ] as const) {
      const res = await rawGet(`${t.url}/api/legal/privacy`, encoding);
      expect(res.encoding).toBe(encoding);
      const json =
        encoding === 'gzip' ? zlib.gunzipSync(res.body) : zlib.brotliDecompressSync(res.body);
      expect(JSON.parse(json.toString('utf8')).fr).toBe(text);
      expect([encoding, res.body.length]).toEqual([encoding, level1(json).length]);
      expect(res.body.length).toBeGreaterThan(level6(json).length);
    }
  });
});

/** GET with the bytes as sent (no decompression) and their Content-Encoding. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}
