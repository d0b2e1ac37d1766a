import type { ExerciseHistory, LoggedSetInput } from '@zak/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { installFakeApi, renderWithProviders, type FakeRoutes } from 'shared-ui/testing';
import { pushDayRoutes } from '../lib/testing/training-api';
import { App } from './app';
import { bench, moreReps, serverSession } from '../lib/testing/training-fixtures';

const routes = (units: 'metric' | 'imperial' = 'metric') => pushDayRoutes({ units });

async function startPush(
  units: 'metric' | 'imperial' = 'metric',
  lang: 'fr' | 'en' = 'fr',
  extra: FakeRoutes = {},
) {
  const api = installFakeApi({ ...routes(units), ...extra });
  renderWithProviders(
    <Routes>
      <Route path="/entrainement/*" element={<App />} />
      <Route path="/training/*" element={<App />} />
    </Routes>,
    { route: lang === 'fr' ? '/entrainement' : '/training', lang },
  );
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', {
      name: lang === 'fr' ? 'Commencer la séance Push' : 'Start the Push session',
    }),
  );
  await screen.findByRole('heading', { level: 2, name: 'Push' });
  return { api, user };
}

afterEach(() => localStorage.clear());

test('a set row shows last time and the targets; ticking it shows it done, starts the rest and sends it once', async () => {
  const { api, user } = await startPush();
  const sets = screen.getByRole('list', { name: 'Séries de Développé couché' });
  const [first] = within(sets).getAllByRole('listitem');
  expect(first).toHaveTextContent('Précédent : 100 kg × 8');
  expect(first).toHaveTextContent('objectif 8–12');
  // add-reps: one more rep than last time is suggested at the same load.
  expect(within(first!).getByRole('textbox', { name: /Répétitions/ })).toHaveAttribute(
    'placeholder',
    '9',
  );

  await user.type(within(first!).getByRole('textbox', { name: /Charge \(kg\)/ }), '102,5');
  const tick = within(first!).getByRole('button', { name: 'Valider la série 1' });
  await user.click(tick);
  expect(tick).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('timer')).toHaveAccessibleName('Repos restant 1:30');

  await screen.findByText('Toutes les séries sont enregistrées.');
  const sent = api.callsTo('PUT', '/api/training/sessions/s1/sets');
  expect(sent).toHaveLength(1);
  expect((sent[0]?.body as { sets: LoggedSetInput[] }).sets).toEqual([
    expect.objectContaining({ exerciseId: 'e1', weightKg: 102.5, reps: 9, rir: null, position: 0 }),
  ]);
});

test('in pounds the previous set and the typed weight are converted, and stored in kilograms', async () => {
  const { api, user } = await startPush('imperial', 'en');
  const [first] = within(
    screen.getByRole('list', { name: 'Sets of Développé couché' }),
  ).getAllByRole('listitem');
  expect(first).toHaveTextContent('Previous: 220.5 lb × 8');
  await user.type(within(first!).getByRole('textbox', { name: /Weight \(lb\)/ }), '225');
  await user.click(within(first!).getByRole('button', { name: 'Complete set 1' }));
  await screen.findByText('Every set is saved.');
  const [call] = api.callsTo('PUT', '/api/training/sessions/s1/sets');
  expect((call?.body as { sets: LoggedSetInput[] }).sets[0]?.weightKg).toBe(102.06);
});

test('in pounds a suggested load ticked as shown stays the stored kilograms when its field is left', async () => {
  const { api, user } = await startPush('imperial', 'en');
  const [first] = within(
    screen.getByRole('list', { name: 'Sets of Développé couché' }),
  ).getAllByRole('listitem');
  const weight = within(first!).getByRole('textbox', { name: /Weight \(lb\)/ });
  // Nothing typed: the tick logs the suggestion (100 kg), which the field then shows as 220.5 lb.
  await user.click(within(first!).getByRole('button', { name: 'Complete set 1' }));
  await screen.findByText('Every set is saved.');
  expect(weight).toHaveValue('220.5');
  // The member passes through the field and leaves it unchanged: 220.5 lb is not 100.02 kg.
  await user.click(weight);
  await user.tab();
  await screen.findByText('Every set is saved.');
  const weights = api
    .callsTo('PUT', '/api/training/sessions/s1/sets')
    .flatMap((call) => (call.body as { sets: LoggedSetInput[] }).sets.map((s) => s.weightKg));
  expect(weights.length).toBeGreaterThan(0);
  expect(new Set(weights)).toEqual(new Set([100]));
});

test('while the network is down the screen says how many sets wait to be sent', async () => {
  const { api, user } = await startPush();
  api.fn.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
  const sets = screen.getByRole('list', { name: 'Séries de Développé couché' });
  for (const n of [1, 2])
    await user.click(within(sets).getByRole('button', { name: `Valider la série ${n}` }));
  expect(await screen.findByText("2 séries en attente d'envoi")).toBeVisible();
});

/** The history API's answer for the bench press: `sessions` oldest first, the records set. */
function benchHistory(sessions: ExerciseHistory['sessions']): ExerciseHistory {
  return {
    exercise: bench,
    e1rmFormula: 'epley',
    sessions,
    lastSets: [],
    records: {
      heaviestKg: 100,
      bestE1rmKg: 130,
      bestSessionVolumeKg: 1500,
      bestRepsAtWeight: [],
    },
    next: moreReps,
  };
}

const lastWeek = {
  sessionId: 'old',
  startedAt: '2026-11-24T10:00:00.000Z',
  setCount: 3,
  bestSet: { weightKg: 100, reps: 8 },
  bestE1rmKg: 126.67,
  volumeKg: 1500,
};
const today = {
  sessionId: 's1',
  startedAt: '2026-11-27T04:00:00.000Z',
  setCount: 1,
  bestSet: { weightKg: 100, reps: 9 },
  bestE1rmKg: 130,
  volumeKg: 900,
};

test('finish sends the end with the notes, then the summary shows volume per muscle, records beaten and next targets', async () => {
  const { user } = await startPush();
  const api = installFakeApi({
    ...routes(),
    'PATCH /api/training/sessions/:id': () => ({ body: serverSession() }),
    'GET /api/training/exercises/:id/history': () => ({ body: benchHistory([lastWeek, today]) }),
  });
  const sets = screen.getByRole('list', { name: 'Séries de Développé couché' });
  await user.click(within(sets).getByRole('button', { name: 'Valider la série 1' }));
  await user.type(screen.getByRole('textbox', { name: 'Notes de séance' }), 'Bonne énergie');
  await user.click(screen.getByRole('button', { name: 'Terminer la séance' }));

  expect(await screen.findByRole('heading', { name: 'Séance terminée' })).toBeVisible();
  expect(screen.getByText('Pectoraux : 900 kg')).toBeVisible();
  expect(await screen.findByText('Records battus : 1RM estimé.')).toBeVisible();
  expect(screen.getByText(/Prochaine séance : 2 × 8–12 à 100 kg, RIR 2\./)).toBeVisible();
  const patch = api.callsTo('PATCH', '/api/training/sessions/s1');
  expect(patch.map((c) => c.body)).toEqual([
    { finishedAt: expect.any(String), notes: 'Bonne énergie' },
  ]);
  // The finished session is no longer resumed (the shell keeps the signed-in user there too).
  const drafts = Object.keys(localStorage).filter((key) => key.includes('training-session:'));
  expect(drafts).toEqual([]);
});

test('the summary of a first session with an exercise says its records start there', async () => {
  const { user } = await startPush();
  installFakeApi({
    ...routes(),
    'PATCH /api/training/sessions/:id': () => ({ body: serverSession() }),
    'GET /api/training/exercises/:id/history': () => ({ body: benchHistory([today]) }),
  });
  const sets = screen.getByRole('list', { name: 'Séries de Développé couché' });
  await user.click(within(sets).getByRole('button', { name: 'Valider la série 1' }));
  await user.click(screen.getByRole('button', { name: 'Terminer la séance' }));
  expect(
    await screen.findByText("Première séance sur cet exercice : vos records partent d'ici."),
  ).toBeVisible();
  expect(screen.queryByText('Pas de nouveau record cette fois.')).toBeNull();
});

test('removing an exercise with ticked sets asks first; an untouched set row goes at once', async () => {
  const { user } = await startPush();
  const sets = screen.getByRole('list', { name: 'Séries de Développé couché' });
  await user.click(within(sets).getByRole('button', { name: 'Supprimer la série 2' }));
  expect(within(sets).getAllByRole('listitem')).toHaveLength(1);
  await user.click(within(sets).getByRole('button', { name: 'Valider la série 1' }));

  await user.click(screen.getByRole('button', { name: "Retirer l'exercice" }));
  const dialog = screen.getByRole('dialog', { name: 'Retirer Développé couché ?' });
  expect(dialog).toHaveTextContent('1 série validée de cet exercice sera supprimée.');
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(screen.getByRole('region', { name: 'Développé couché' })).toBeVisible();

  await user.click(screen.getByRole('button', { name: "Retirer l'exercice" }));
  await user.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: "Retirer l'exercice" }),
  );
  expect(screen.queryByRole('region', { name: 'Développé couché' })).not.toBeInTheDocument();
  expect(screen.getByText('Ajoutez un premier exercice.')).toBeVisible();
});

test('leaving the session for an exercise page and resuming it keeps the ticked sets and the rest countdown', async () => {
  const { user } = await startPush();
  const sets = screen.getByRole('list', { name: 'Séries de Développé couché' });
  await user.click(within(sets).getByRole('button', { name: 'Valider la série 1' }));
  await user.click(screen.getByRole('link', { name: 'Développé couché' }));
  await user.click(await screen.findByRole('link', { name: '← Entraînement' }));
  await user.click(await screen.findByRole('link', { name: 'Reprendre la séance en cours' }));

  const resumed = await screen.findByRole('list', { name: 'Séries de Développé couché' });
  expect(within(resumed).getByRole('button', { name: 'Valider la série 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('timer')).toHaveAccessibleName(/^Repos restant 1:[23]\d$/);
});

test('an exercise added with no history needs its weight and reps before its set can be ticked', async () => {
  const { user } = await startPush();
  await user.click(screen.getByRole('button', { name: 'Ajouter un exercice' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter un exercice' });
  await user.click(await within(dialog).findByRole('button', { name: 'Ajouter Développé couché' }));
  const added = (await screen.findAllByRole('list', { name: 'Séries de Développé couché' }))[1]!;
  const tick = within(added).getByRole('button', { name: 'Valider la série 1' });
  expect(within(added).getByText(/Pas de précédent/)).toBeVisible();
  expect(tick).toBeDisabled();
  await user.type(within(added).getByRole('textbox', { name: /Répétitions/ }), '10');
  expect(tick).toBeDisabled();
  await user.type(within(added).getByRole('textbox', { name: /Charge \(kg\)/ }), '60');
  await user.click(tick);
  expect(tick).toHaveAttribute('aria-pressed', 'true');
});

test('a set the API refuses for good is not retried: the member sees it with the reason, copies it and removes it after confirming', async () => {
  const { api, user } = await startPush('metric', 'fr', {
    'PUT /api/training/sessions/:id/sets': () => ({
      status: 400,
      body: { message: 'Exercice inconnu : il a peut-être été supprimé' },
    }),
  });
  const sets = screen.getByRole('list', { name: 'Séries de Développé couché' });
  await user.click(within(sets).getByRole('button', { name: 'Valider la série 1' }));
  const region = await screen.findByRole('region', { name: 'Séries non enregistrées' });
  expect(within(region).getByRole('alert')).toHaveTextContent(
    'Le serveur a refusé ces séries : elles ne seront pas renvoyées.',
  );
  const [line] = within(region).getAllByRole('listitem');
  expect(line).toHaveTextContent(/^Développé couché — 100 kg × 9, /);
  expect(line).toHaveTextContent('Motif : Exercice inconnu : il a peut-être été supprimé');
  // Nothing waits any more: the refused set is not counted, nor sent again.
  expect(await screen.findByText('Toutes les séries sont enregistrées.')).toBeVisible();
  expect(api.callsTo('PUT', '/api/training/sessions/s1/sets')).toHaveLength(1);

  await user.click(within(region).getByRole('button', { name: 'Copier les séries' }));
  expect(await within(region).findByText('Séries copiées dans le presse-papiers.')).toBeVisible();
  // user-event's clipboard stands in for the browser's.
  expect(await navigator.clipboard.readText()).toMatch(/^Développé couché — 100 kg × 9, /);

  const remove = within(line!).getByRole('button', { name: /^Supprimer Développé couché/ });
  await user.click(remove);
  const cancel = within(line!).getByRole('button', { name: 'Annuler' });
  expect(cancel).toHaveFocus();
  await user.click(cancel);
  expect(within(line!).getByRole('button', { name: /^Supprimer Développé couché/ })).toHaveFocus();
  await user.click(within(line!).getByRole('button', { name: /^Supprimer Développé couché/ }));
  await user.click(within(line!).getByRole('button', { name: 'Supprimer' }));
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Séries non enregistrées' })).toBeNull(),
  );
});
