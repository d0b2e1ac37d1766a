import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('member data (GDPR)', () => {
  it('exports the account and every conversation with its messages, never the password', async () => {
    const { agent, user } = await t.signedIn({ email: 'me@example.com' });
    const conv = (
      await agent
        .post('/api/conversations')
        .send({ title: 'Cut', firstMessage: { role: 'user', content: 'q1' } })
    ).body;
    await agent.post('/api/messages').send({ conversationId: conv.id, type: 'ai', content: 'a1' });
    await t
      .signedIn()
      .then(({ agent: other }) => other.post('/api/conversations').send({ title: 'not mine' }));
    const res = await agent.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename=zak-coaching-account.json',
    );
    expect(res.body.account).toMatchObject({
      id: user.id,
      username: user.username,
      email: 'me@example.com',
    });
    expect(res.body.account).not.toHaveProperty('password');
    expect(res.body.conversations).toEqual([
      expect.objectContaining({
        id: conv.id,
        title: 'Cut',
        messages: [
          expect.objectContaining({ type: 'user', content: 'q1' }),
          expect.objectContaining({ type: 'ai', content: 'a1' }),
        ],
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password-123/);
    expect((await t.agent().get('/api/account/export')).status).toBe(401);
  });

  it('change-password checks the current password, then ends the session', async () => {
    const { agent, user } = await t.signedIn();
    const wrong = await agent
      .post('/api/account/change-password')
      .send({ currentPassword: 'bad-bad', newPassword: 'another-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Le mot de passe actuel est incorrect');
    const short = await agent
      .post('/api/account/change-password')
      .send({ currentPassword: 'password-123', newPassword: 'abc' });
    expect(short.status).toBe(400);
    const ok = await agent
      .post('/api/account/change-password')
      .send({ currentPassword: 'password-123', newPassword: 'another-1' });
    expect(ok.status).toBe(200);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    expect(
      (
        await t
          .agent()
          .post('/api/auth/login')
          .send({ username: user.username, password: 'another-1' })
      ).status,
    ).toBe(200);
  });

  it('delete account: password required and checked, then the account and its data are erased', async () => {
    const { agent, user } = await t.signedIn();
    const conv = (
      await agent
        .post('/api/conversations')
        .send({ title: 'x', firstMessage: { role: 'user', content: 'y' } })
    ).body;
    const missing = await agent.delete('/api/account').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Le mot de passe est requis pour supprimer le compte');
    const wrong = await agent.delete('/api/account').send({ password: 'nope-nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Mot de passe incorrect');
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    const ok = await agent.delete('/api/account').send({ password: 'password-123' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Compte supprimé');
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    const [rows] = await t.sequelize.query(
      `SELECT (SELECT count(*) FROM users WHERE id = :u)::int AS u,
              (SELECT count(*) FROM conversations WHERE id = :c)::int AS c,
              (SELECT count(*) FROM messages WHERE conversation_id = :c)::int AS m`,
      { replacements: { u: user.id, c: conv.id } },
    );
    expect(rows).toEqual([{ u: 0, c: 0, m: 0 }]);
  });

  it('administrators cannot delete their own account', async () => {
    const { agent } = await t.signedIn({ role: 'admin' });
    const res = await agent.delete('/api/account').send({ password: 'password-123' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Un administrateur ne peut pas supprimer son propre compte');
    expect((await agent.get('/api/auth/user')).status).toBe(200);
  });
});

describe('public settings', () => {
  it('answers the welcome message and the AI switch to anyone', async () => {
    const res = await t.agent().get('/api/settings/public');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      welcomeMessage: expect.stringContaining('Zak IA'),
      iaEnabled: true,
    });
  });
});
