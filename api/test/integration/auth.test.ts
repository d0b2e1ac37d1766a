import { startTestApp, uniqueName, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const cookieOf = (res: { headers: Record<string, unknown> }): string | undefined => {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? (raw as string[]) : [];
  return list.find((c) => c.startsWith('zak.sid='));
};

describe('POST /api/auth/register', () => {
  it('creates a member without AI access and answers 201 with a message, without signing in', async () => {
    const agent = t.agent();
    const username = uniqueName('reg');
    const res = await agent.post('/api/auth/register').send({ username, password: 'secret1' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Vous pouvez maintenant vous connecter.');
    expect(res.body.user).toMatchObject({
      username,
      role: 'user',
      hasIAAccess: false,
      isActive: true,
      aiAccess: false,
    });
    expect(res.body.user).not.toHaveProperty('password');
    expect(JSON.stringify(res.body)).not.toContain('argon2');
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it.each([
    [{ password: 'secret1' }, "Le nom d'utilisateur est requis"],
    [{ username: '', password: 'secret1' }, "Le nom d'utilisateur est requis"],
    [{ username: '   ', password: 'secret1' }, "Le nom d'utilisateur est requis"],
    [{ username: 'someone' }, 'Le mot de passe est requis'],
    [{ username: 'someone', password: '' }, 'Le mot de passe est requis'],
    [
      { username: 'someone', password: '12345' },
      'Le mot de passe doit contenir au moins 6 caractères',
    ],
    [
      { username: 'someone', password: 'x'.repeat(129) },
      'Le mot de passe doit contenir au plus 128 caractères',
    ],
    [
      { username: 'someone', password: 'secret1', email: 'not-an-email' },
      "L'adresse e-mail n'est pas valide",
    ],
    [
      { username: 'some one', password: 'secret1' },
      "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres et les signes . _ -",
    ],
    [{ username: 'someone', password: 'secret1', role: 'admin' }, 'Champ non autorisé : role'],
  ])('refuses %j with 400 and the message "%s", creating nothing', async (body, message) => {
    const before = await t.sequelize.query('SELECT count(*)::int AS n FROM users');
    const res = await t.agent().post('/api/auth/register').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: 'VALIDATION' });
    expect(await t.sequelize.query('SELECT count(*)::int AS n FROM users')).toEqual(before);
  });

  it('accepts passwords of exactly 6 and 128 characters', async () => {
    for (const password of ['123456', 'p'.repeat(128)]) {
      const res = await t
        .agent()
        .post('/api/auth/register')
        .send({ username: uniqueName(), password });
      expect(res.status).toBe(201);
    }
  });

  it('answers 409 with a clear message when the username is taken, whatever its case', async () => {
    const username = uniqueName('Dup');
    expect(
      (await t.agent().post('/api/auth/register').send({ username, password: 'secret1' })).status,
    ).toBe(201);
    for (const name of [username, username.toLowerCase(), username.toUpperCase()]) {
      const res = await t
        .agent()
        .post('/api/auth/register')
        .send({ username: name, password: 'secret1' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("Ce nom d'utilisateur est déjà utilisé");
    }
  });

  it('answers in English when the client prefers English', async () => {
    const res = await t
      .agent()
      .post('/api/auth/register')
      .set('Accept-Language', 'en-GB,en;q=0.9')
      .send({ username: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password is required');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with a new session id, sets lastLoginAt and answers the current user', async () => {
    const user = await t.seedUser();
    const agent = t.agent();
    // An anonymous session cookie an attacker could have planted must not survive the login.
    const res = await agent
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Connexion réussie');
    expect(res.body.user.username).toBe(user.username);
    expect(res.body.user.lastLoginAt).not.toBeNull();
    const cookie = cookieOf(res);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(Object.keys(me.body).sort()).toEqual(
      [
        'access',
        'aiAccess',
        'createdAt',
        'email',
        'expiresAt',
        'hasIAAccess',
        'id',
        'isActive',
        'isAdmin',
        'lastLoginAt',
        'role',
        'secondFactor',
        'subscribeUrl',
        'termsAcceptedAt',
        'termsChanged',
        'username',
      ].sort(),
    );
  });

  it('gives a different session id at every login and the previous one stops working', async () => {
    const user = await t.seedUser();
    const agent = t.agent();
    const first = cookieOf(
      await agent
        .post('/api/auth/login')
        .send({ username: user.username, password: user.password }),
    );
    const second = cookieOf(
      await agent
        .post('/api/auth/login')
        .send({ username: user.username, password: user.password }),
    );
    expect(first && second).toBeTruthy();
    expect(first?.split(';')[0]).not.toBe(second?.split(';')[0]);
    const stale = await t
      .agent()
      .get('/api/auth/user')
      .set('Cookie', String(first?.split(';')[0]));
    expect(stale.status).toBe(401);
  });

  it('answers the same 401 message for a wrong password and an unknown user', async () => {
    const user = await t.seedUser();
    const wrong = await t
      .agent()
      .post('/api/auth/login')
      .send({ username: user.username, password: 'wrong-password' });
    const unknown = await t
      .agent()
      .post('/api/auth/login')
      .send({ username: uniqueName('ghost'), password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe("Nom d'utilisateur ou mot de passe incorrect.");
  });

  it('refuses an inactive account with 403', async () => {
    const user = await t.seedUser({ isActive: false });
    const res = await t
      .agent()
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Ce compte est désactivé. Contactez un administrateur.');
  });

  it('requires username and password', async () => {
    const res = await t.agent().post('/api/auth/login').send({ username: 'someone' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Le mot de passe est requis');
  });
});

describe('GET /api/auth/user and POST /api/auth/logout', () => {
  it('answers 401 to anonymous visitors', async () => {
    const res = await t.agent().get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Authentification requise');
  });

  it('logout destroys the session and clears the cookie', async () => {
    const { agent } = await t.signedIn();
    const before = await agent.get('/api/auth/user');
    expect(before.status).toBe(200);
    const res = await agent.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Déconnexion réussie');
    expect(String(res.headers['set-cookie'])).toMatch(/zak\.sid=;/);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it('the session cookie is worthless after logout even if replayed', async () => {
    const user = await t.seedUser();
    const login = await t
      .agent()
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password });
    const cookie = String(cookieOf(login)?.split(';')[0]);
    expect((await t.agent().get('/api/auth/user').set('Cookie', cookie)).status).toBe(200);
    await t.agent().post('/api/auth/logout').set('Cookie', cookie);
    expect((await t.agent().get('/api/auth/user').set('Cookie', cookie)).status).toBe(401);
  });
});
