import request from 'supertest';
import { startTestApp, type TestApp } from '../support/harness';
import { startPrivatePostgres } from '../support/private-postgres';

let t: TestApp;
let pg: Awaited<ReturnType<typeof startPrivatePostgres>>;
beforeAll(async () => {
  pg = await startPrivatePostgres();
  t = await startTestApp({}, { databaseServerUrl: pg.url });
});
afterAll(async () => {
  await t.close();
  await pg.stop();
});

describe('PostgreSQL outage', () => {
  it('answers 503 with a message while the database is down, and works again after its restart', async () => {
    const { agent } = await t.signedIn();
    expect((await agent.get('/api/conversations')).status).toBe(200);
    // Read twice: the replica now holds this user in its cache.
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    expect((await agent.get('/api/auth/user')).status).toBe(200);

    await pg.stopServer();
    // The cached user is not answered while the database is down (SECURITY.md: the user is read
    // for each request; nothing can be checked now).
    expect((await agent.get('/api/auth/user')).status).toBe(503);
    const down = await agent.get('/api/conversations');
    expect(down.status).toBe(503);
    expect(down.body.message).toBe(
      'Service temporairement indisponible. Réessayez dans un instant.',
    );
    const ready = await request(t.url).get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      status: 'unavailable',
      database: false,
      sessionStore: true,
    });

    await pg.start();
    // The next request works: the pool reconnects by itself and the session (in Redis) is intact.
    const back = await agent.get('/api/conversations');
    expect(back.status).toBe(200);
    expect((await agent.post('/api/conversations').send({ title: 'after restart' })).status).toBe(
      201,
    );
    expect((await request(t.url).get('/api/ready')).status).toBe(200);
  });
});
