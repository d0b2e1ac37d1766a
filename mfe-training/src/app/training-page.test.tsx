import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeUser, installFakeApi, renderWithProviders, type FakeRoutes } from 'shared-ui/testing';
import { bench } from '../lib/testing/training-fixtures';
import { App } from './app';

function renderTraining(
  routes: FakeRoutes,
  { lang = 'fr' as 'fr' | 'en', route = '/entrainement' } = {},
) {
  const api = installFakeApi(routes);
  renderWithProviders(
    <Routes>
      <Route path="/entrainement/*" element={<App />} />
      <Route path="/training/*" element={<App />} />
      <Route path="/auth" element={<p>Page de connexion</p>} />
    </Routes>,
    { route, lang },
  );
  return { api, user: userEvent.setup() };
}

const member: FakeRoutes = { 'GET /api/auth/user': () => ({ body: fakeUser() }) };

test('a member searches the catalogue and reads each result in French', async () => {
  const { api, user } = renderTraining(
    {
      ...member,
      'GET /api/training/exercises': ({ query }) => ({
        body: { exercises: query.get('q') === 'zzz' ? [] : [bench] },
      }),
    },
    { route: '/entrainement/exercices' },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Entraînement' })).toBeInTheDocument();
  const item = within(
    await screen.findByRole('list', { name: 'Catalogue des exercices' }),
  ).getByRole('listitem');
  expect(within(item).getByRole('heading', { name: 'Développé couché' })).toBeInTheDocument();
  expect(item).toHaveTextContent('Pectoraux, Deltoïdes antérieurs, Triceps');
  expect(item).toHaveTextContent('Barre');
  expect(item).toHaveTextContent('Omoplates serrées, pieds ancrés.');
  expect(
    within(item).getByRole('link', { name: 'Historique et records : Développé couché' }),
  ).toHaveAttribute('href', '/entrainement/exercices/e1');

  await user.type(screen.getByRole('searchbox', { name: 'Rechercher un exercice' }), 'zzz{Enter}');
  expect(await screen.findByText('Aucun exercice ne correspond à cette recherche.')).toBeVisible();
  expect(api.callsTo('GET', '/api/training/exercises').at(-1)?.query.get('q')).toBe('zzz');
});

test('at /training the page and the labels are in English', async () => {
  renderTraining(
    { ...member, 'GET /api/training/exercises': () => ({ body: { exercises: [bench] } }) },
    { lang: 'en', route: '/training/exercises' },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Training' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Exercise catalogue' });
  expect(list).toHaveTextContent('Chest, Front delts, Triceps');
  expect(list).toHaveTextContent('Barbell');
});

test('an API that answers 404 shows a clear error with a retry button', async () => {
  renderTraining(member, { route: '/entrainement/exercices' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Le catalogue des exercices est indisponible pour le moment.',
  );
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
});

test('a signed-out visitor is sent to the sign-in screen, as from /account', async () => {
  renderTraining({ 'GET /api/auth/user': () => ({ status: 401, body: { message: 'no' } }) });
  expect(await screen.findByText('Page de connexion')).toBeVisible();
});
