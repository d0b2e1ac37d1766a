import { ApiError, apiGet, apiSend, errorMessage, withQuery } from './client';
import { installFakeApi } from '../testing';
import { setRequestLanguage } from '../i18n/request-language';

describe('API client', () => {
  test('a failed read raises "status: body text"', async () => {
    installFakeApi({
      'GET /api/conversations/x': () => ({
        status: 404,
        body: { message: 'Conversation introuvable' },
      }),
    });
    await expect(apiGet('/api/conversations/x')).rejects.toThrow(
      '404: {"message":"Conversation introuvable"}',
    );
  });

  test('an empty error body falls back to the status text', async () => {
    globalThis.fetch = jest.fn(
      async () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiGet('/api/x')).rejects.toThrow('502: Bad Gateway');
  });

  test('401 is no data when the caller asks for it, an error otherwise', async () => {
    installFakeApi({
      'GET /api/auth/user': () => ({ status: 401, body: { message: 'Non authentifié' } }),
    });
    await expect(apiGet('/api/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
    await expect(apiGet('/api/auth/user')).rejects.toBeInstanceOf(ApiError);
  });

  test('writes send JSON with the session cookie and read the server message on failure', async () => {
    const { calls } = installFakeApi({
      'POST /api/auth/login': () => ({
        status: 401,
        body: { message: "Nom d'utilisateur ou mot de passe incorrect." },
      }),
    });
    const error = await apiSend('POST', '/api/auth/login', { username: 'a', password: 'b' }).catch(
      (e: unknown) => e,
    );
    expect(errorMessage(error, 'Login failed')).toBe(
      "Nom d'utilisateur ou mot de passe incorrect.",
    );
    expect(errorMessage(new Error('network'), 'Login failed')).toBe('Login failed');
    const init = calls[0]?.init;
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"username":"a","password":"b"}');
  });

  test('every write carries its own Idempotency-Key (32 hex digits)', async () => {
    const { calls } = installFakeApi({
      'POST /api/auth/logout': () => ({ status: 200, body: { message: 'Déconnexion réussie' } }),
      'DELETE /api/conversations/c1': () => ({ status: 200, body: {} }),
    });
    await apiSend('POST', '/api/auth/logout');
    await apiSend('POST', '/api/auth/logout');
    await apiSend('DELETE', '/api/conversations/c1');
    const keys = calls.map((c) => new Headers(c.init?.headers).get('Idempotency-Key'));
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(3);
  });

  test("every call asks the server for the member's chosen language, not the browser's", async () => {
    const { calls } = installFakeApi({
      'GET /api/x': () => ({ body: {} }),
      'POST /api/y': () => ({ body: {} }),
    });
    setRequestLanguage('en');
    await apiGet('/api/x');
    setRequestLanguage('fr');
    await apiSend('POST', '/api/y', {});
    expect(calls.map((c) => new Headers(c.init?.headers).get('Accept-Language'))).toEqual([
      'en',
      'fr',
    ]);
  });

  test('withQuery drops empty values', () => {
    expect(
      withQuery('/api/admin/users', { page: 2, search: '', role: 'admin', status: undefined }),
    ).toBe('/api/admin/users?page=2&role=admin');
  });

  test('withQuery leaves out blank values and encodes what the user typed', () => {
    expect(withQuery('/api/x', { page: 1, limit: 20, search: '  ', status: undefined })).toBe(
      '/api/x?page=1&limit=20',
    );
    expect(withQuery('/api/x', { search: 'a&b=c', role: 'admin' })).toBe(
      '/api/x?search=a%26b%3Dc&role=admin',
    );
    expect(withQuery('/api/x', { search: '' })).toBe('/api/x');
  });
});
