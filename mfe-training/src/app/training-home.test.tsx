import type { Routine } from '@zak/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeUser, installFakeApi, renderWithProviders, type FakeRoutes } from 'shared-ui/testing';
import { bench, pushDay, serverSession } from '../lib/testing/training-fixtures';
import { App } from './app';

const oldRoutine: Routine = {
  ...pushDay,
  id: 'r0',
  name: 'Full body',
  active: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderHome(extra: FakeRoutes = {}) {
  const api = installFakeApi({
    'GET /api/auth/user': () => ({ body: fakeUser() }),
    'GET /api/training/exercises': () => ({ body: { exercises: [bench] } }),
    'GET /api/training/routines': () => ({ body: [oldRoutine, pushDay] }),
    'GET /api/training/sessions': () => ({
      body: {
        sessions: [serverSession({ sets: [] }), serverSession({ id: 's0', routineId: null })],
        nextBefore: null,
      },
    }),
    ...extra,
  });
  renderWithProviders(
    <Routes>
      <Route path="/entrainement/*" element={<App />} />
    </Routes>,
    { route: '/entrainement' },
  );
  return { api, user: userEvent.setup() };
}

afterEach(() => localStorage.clear());

test('the home lists the active routine first, with a start button per day, and the recent sessions', async () => {
  renderHome();
  const routines = await screen.findByRole('region', { name: 'Mes programmes' });
  const names = await within(routines).findAllByRole('heading', { level: 3 });
  expect(names.map((h) => h.textContent)).toEqual(['Push Pull Legs', 'Full body']);
  expect(within(routines).getByText('Actif')).toBeVisible();
  expect(
    within(routines).getAllByRole('button', { name: 'Commencer la séance Push' }),
  ).toHaveLength(2);
  expect(within(routines).getByRole('link', { name: 'Modifier Push Pull Legs' })).toHaveAttribute(
    'href',
    '/entrainement/programmes/r1',
  );
  const recent = screen.getByRole('region', { name: 'Séances récentes' });
  const items = await within(recent).findAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Push · 0 série');
  expect(items[1]).toHaveTextContent('Séance libre');
  expect(screen.getByRole('link', { name: 'Exercices et records' })).toHaveAttribute(
    'href',
    '/entrainement/exercices',
  );
});

test('a session started offline from a routine day opens at once; its sets are sent when the network returns', async () => {
  let online = true;
  const { api, user } = renderHome({
    'POST /api/training/sessions/start': ({ body }) => ({
      status: 201,
      body: {
        session: serverSession({ clientId: (body as { clientId: string }).clientId }),
        exercises: [],
      },
    }),
    'PUT /api/training/sessions/:id/sets': () => ({ body: serverSession() }),
  });
  const answer = api.fn.getMockImplementation()!;
  api.fn.mockImplementation((...args) =>
    online ? answer(...args) : Promise.reject(new TypeError('Failed to fetch')),
  );
  await screen.findAllByRole('button', { name: 'Commencer la séance Push' });
  online = false;
  await user.click(screen.getAllByRole('button', { name: 'Commencer la séance Push' })[0]!);
  expect(await screen.findByRole('heading', { name: 'Push' })).toBeVisible();
  // Offline there is no last time to suggest a weight from: the member types it.
  await user.type(screen.getAllByRole('textbox', { name: /Charge \(kg\)/ })[0]!, '60');
  await user.click(screen.getByRole('button', { name: 'Valider la série 1' }));
  expect(await screen.findByText("1 série en attente d'envoi")).toBeVisible();

  online = true;
  window.dispatchEvent(new Event('online'));
  expect(await screen.findByText('Toutes les séries sont enregistrées.')).toBeVisible();
  // The outbox created the session once, by the id the phone gave it when it started offline.
  const starts = api.callsTo('POST', '/api/training/sessions/start');
  expect(starts.map((c) => c.body)).toEqual([
    { routineId: 'r1', dayIndex: 0, clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
  ]);
  expect(api.callsTo('PUT', '/api/training/sessions/s1/sets')).toHaveLength(1);
});

test('"Exporter mon journal (CSV)" downloads the whole log in the app\'s language and saves it; a failure says so', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:log');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  let fail = false;
  const { api, user } = renderHome({
    'GET /api/training/export.csv': () =>
      fail
        ? { status: 503, body: { message: 'Service indisponible' } }
        : { text: 'date,exercise,set,weight_kg,reps\n' },
  });
  await user.click(await screen.findByRole('button', { name: 'Exporter mon journal (CSV)' }));
  await waitFor(() =>
    expect(saved).toEqual([
      expect.stringMatching(/^zak-coaching-training-\d{4}-\d{2}-\d{2}\.csv$/),
    ]),
  );
  const [call] = api.callsTo('GET /api/training/export.csv');
  expect(new Headers(call?.init?.headers).get('Accept-Language')).toBe('fr');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  fail = true;
  await user.click(screen.getByRole('button', { name: 'Exporter mon journal (CSV)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("Impossible d'exporter votre journal");
  expect(saved).toHaveLength(1);
  click.mockRestore();
});
