import type { Exercise, Routine, RoutineInput } from '@zak/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeUser, installFakeApi, renderWithProviders, type FakeRoutes } from 'shared-ui/testing';
import { bench, pushDay } from '../lib/testing/training-fixtures';
import { App } from './app';

const dips: Exercise = { ...bench, id: 'e2', slug: 'dips', name: 'Dips', equipment: 'bodyweight' };

function renderEditor(route: string, extra: FakeRoutes = {}) {
  const api = installFakeApi({
    'GET /api/auth/user': () => ({ body: fakeUser() }),
    'GET /api/training/exercises': () => ({ body: { exercises: [bench, dips] } }),
    'GET /api/training/routines': () => ({ body: [{ ...pushDay, active: false }] }),
    'GET /api/training/sessions': () => ({ body: { sessions: [], nextBefore: null } }),
    ...extra,
  });
  renderWithProviders(
    <Routes>
      <Route path="/entrainement/*" element={<App />} />
    </Routes>,
    { route },
  );
  return { api, user: userEvent.setup() };
}

async function pick(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Ajouter un exercice' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter un exercice' });
  await user.click(await within(dialog).findByRole('button', { name: `Ajouter ${name}` }));
}

test('a member writes a routine: a day, two exercises from the catalogue done as a superset, their planned sets', async () => {
  const stored: Routine[] = [];
  const { api, user } = renderEditor('/entrainement/programmes/nouveau', {
    'GET /api/training/routines': () => ({ body: stored }),
    'POST /api/training/routines': ({ body }) => {
      stored.push({ ...pushDay, ...(body as RoutineInput), id: 'r9' });
      return { status: 201, body: stored[0] };
    },
  });
  await user.type(
    await screen.findByRole('textbox', { name: 'Nom du programme' }),
    'Haut du corps',
  );
  await user.type(screen.getByRole('textbox', { name: 'Nom du jour 1' }), 'Pecs');
  await pick(user, 'Dips');
  await pick(user, 'Développé couché');
  await user.click(screen.getByRole('button', { name: 'Monter Développé couché' }));
  await user.click(
    screen.getByRole('checkbox', { name: 'Enchaîner Développé couché avec le suivant (superset)' }),
  );
  const firstSet = screen.getAllByRole('listitem', { name: 'Série prévue 1' })[0]!;
  await user.selectOptions(within(firstSet).getByRole('combobox', { name: 'Type' }), 'warmup');
  const rest = within(firstSet).getByRole('textbox', { name: 'Repos (s)' });
  await user.clear(rest);
  await user.type(rest, '60');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

  expect(await screen.findByText('Programme enregistré.')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Modifier le programme' })).toBeVisible();
  const [saved] = api.callsTo('POST', '/api/training/routines');
  const input = saved?.body as RoutineInput;
  expect(input.name).toBe('Haut du corps');
  expect(input.days[0]?.name).toBe('Pecs');
  expect(input.days[0]?.exercises.map((e) => [e.exerciseId, e.superset])).toEqual([
    ['e1', 'A'],
    ['e2', 'A'],
  ]);
  expect(input.days[0]?.exercises[0]?.sets[0]).toEqual({
    type: 'warmup',
    repsMin: 8,
    repsMax: 12,
    rir: 2,
    restSeconds: 60,
  });
  expect(input.days[0]?.exercises[0]?.sets).toHaveLength(3);
});

test('deleting a routine asks first; cancel keeps it, confirm deletes it and goes back home', async () => {
  const { api, user } = renderEditor('/entrainement/programmes/r1', {
    'DELETE /api/training/routines/:id': () => ({ body: { message: 'ok' } }),
    'POST /api/training/routines/:id/activate': () => ({ body: { ...pushDay, active: true } }),
  });
  await user.click(await screen.findByRole('button', { name: 'Choisir comme programme actif' }));
  expect(await screen.findByText('Programme actif.')).toBeVisible();
  expect(api.callsTo('POST', '/api/training/routines/r1/activate')).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Supprimer le programme' }));
  const dialog = screen.getByRole('dialog', { name: 'Supprimer le programme ?' });
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(api.callsTo('DELETE', '/api/training/routines/r1')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Supprimer le programme' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Supprimer le programme ?' })).getByRole('button', {
      name: 'Supprimer',
    }),
  );
  expect(await screen.findByRole('heading', { name: 'Mes programmes' })).toBeVisible();
  expect(api.callsTo('DELETE', '/api/training/routines/r1')).toHaveLength(1);
});
