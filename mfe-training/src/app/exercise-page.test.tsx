import type { Exercise, ExerciseHistory, NextTargets } from '@zak/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeUser, installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { bench, loggedSet, serverSession } from '../lib/testing/training-fixtures';
import { App } from './app';

function history(next: NextTargets, exercise: Exercise = bench): ExerciseHistory {
  return {
    exercise,
    e1rmFormula: 'epley',
    sessions: [
      {
        sessionId: 's1',
        startedAt: '2026-11-20T10:00:00.000Z',
        setCount: 1,
        bestSet: { weightKg: 100, reps: 10 },
        bestE1rmKg: 133.33,
        volumeKg: 1000,
      },
      {
        sessionId: 's2',
        startedAt: '2026-11-24T10:00:00.000Z',
        setCount: 3,
        bestSet: { weightKg: 100, reps: 12 },
        bestE1rmKg: 140,
        volumeKg: 2400,
      },
    ],
    lastSets: [loggedSet({ reps: 12 })],
    records: {
      heaviestKg: 100,
      bestE1rmKg: 140,
      bestSessionVolumeKg: 2400,
      bestRepsAtWeight: [
        { weightKg: 100, reps: 12 },
        { weightKg: 90, reps: 15 },
      ],
    },
    next,
  };
}

function renderExercise(next: NextTargets, lang: 'fr' | 'en' = 'fr', exercise: Exercise = bench) {
  const api = installFakeApi({
    'GET /api/auth/user': () => ({ body: fakeUser() }),
    'GET /api/progress/profile': () => ({ body: { units: 'metric' } }),
    'GET /api/training/exercises/:id/history': ({ params }) =>
      params.id === 'e1'
        ? { body: history(next, exercise) }
        : { status: 404, body: { message: 'no' } },
    'PUT /api/training/exercises/:id': ({ body }) => ({
      body: { ...exercise, ...(body as object) },
    }),
    'GET /api/training/sessions/:id': ({ params }) => ({
      body: serverSession({
        id: params.id,
        sets: [
          loggedSet({ id: 'w', clientId: 'w', type: 'warmup', weightKg: 60, reps: 10, rir: null }),
          loggedSet({ id: 'a', clientId: 'a', reps: 12 }),
          loggedSet({ id: 'other', clientId: 'other', exerciseId: 'e2', weightKg: 30, reps: 15 }),
          loggedSet({ id: 'b', clientId: 'b', reps: 12, rir: 1 }),
        ],
      }),
    }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/entrainement/*" element={<App />} />
      <Route path="/training/*" element={<App />} />
    </Routes>,
    { route: lang === 'fr' ? '/entrainement/exercices/e1' : '/training/exercises/e1', lang },
  );
  return api;
}

const base = { repsMin: 8, repsMax: 12, rir: 2, sets: 3 };

test('the next targets are stated with the rule that produced them: top of the range reached, +2.5 kg', async () => {
  renderExercise({
    ...base,
    weightKg: 102.5,
    reason: { rule: 'double-progression', action: 'add-load', stepKg: 2.5 },
  });
  const card = (await screen.findByRole('heading', { name: 'Prochaine séance' })).parentElement!;
  expect(card).toHaveTextContent('Prochaine séance : 3 × 8–12 à 102,5 kg, RIR 2.');
  expect(card).toHaveTextContent(
    'Règle : double progression — toutes les séries de travail en haut de la fourchette à RIR ≤ 2 → +2,5 kg.',
  );
});

test('after repeated misses the page shows the deload the API suggests', async () => {
  renderExercise(
    {
      ...base,
      weightKg: 90,
      reason: { rule: 'double-progression', action: 'deload', percent: 10, missedSessions: 3 },
    },
    'en',
  );
  expect(
    await screen.findByText('Rule: deload — 3 sessions in a row under the range → −10% weight.'),
  ).toBeVisible();
});

test('records, the Epley formula named, and the e1RM chart with its values for screen readers', async () => {
  renderExercise({
    ...base,
    weightKg: 100,
    reason: { rule: 'double-progression', action: 'add-reps' },
  });
  const records = (await screen.findByRole('heading', { name: 'Records' })).parentElement!;
  expect(records).toHaveTextContent('Charge la plus lourde100 kg');
  expect(records).toHaveTextContent('1RM estimé (meilleur)140 kg');
  expect(records).toHaveTextContent('Volume de séance (meilleur)2 400 kg');
  expect(records).toHaveTextContent('Plus de répétitions par charge12 à 100 kg, 15 à 90 kg');
  expect(records).toHaveTextContent('formule d’Epley : charge × (1 + répétitions / 30)');
  const chart = screen.getByRole('img', { name: '1RM estimé : de 133,25 kg à 140 kg' });
  expect(chart.querySelectorAll('circle')).toHaveLength(2);
  expect(within(chart.parentElement!).getAllByRole('listitem')).toHaveLength(2);
});

test('the history lists each session summarised, newest first; its sets are read when the member opens it', async () => {
  const api = renderExercise({
    ...base,
    weightKg: 100,
    reason: { rule: 'double-progression', action: 'add-reps' },
  });
  const section = (await screen.findByRole('heading', { name: 'Historique' })).parentElement!;
  const lines = within(section).getAllByRole('listitem');
  expect(lines[0]).toHaveTextContent(
    '24 nov. 2026 — meilleure série 100 kg × 12, 1RM estimé 140 kg, volume 2 400 kg (3 séries)',
  );
  expect(lines[1]).toHaveTextContent('20 nov. 2026 — meilleure série 100 kg × 10');
  expect(api.callsTo('GET', '/api/training/sessions/s2')).toHaveLength(0);
  const open = within(lines[0]!).getByRole('button', { name: 'Voir les séries du 24 nov. 2026' });
  expect(open).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(open);
  const sets = await within(lines[0]!).findByRole('list');
  expect(
    within(sets)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['60 kg × 10 (Échauffement)', '100 kg × 12, RIR 2', '100 kg × 12, RIR 1']);
  expect(
    within(lines[0]!).getByRole('button', { name: 'Masquer les séries du 24 nov. 2026' }),
  ).toHaveAttribute('aria-expanded', 'true');
  expect(api.callsTo('GET', '/api/training/sessions/s2')).toHaveLength(1);
});

test('an imported exercise (no muscles, equipment "other") is fixed on its page: a primary muscle is required, then it is saved', async () => {
  const imported: Exercise = {
    ...bench,
    slug: null,
    custom: true,
    name: 'Pec Deck Maison',
    primaryMuscles: [],
    secondaryMuscles: [],
    equipment: 'other',
    cue: '',
  };
  const api = renderExercise(
    { ...base, weightKg: 50, reason: { rule: 'double-progression', action: 'add-reps' } },
    'fr',
    imported,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Modifier cet exercice' }));
  const form = screen.getByRole('form', { name: 'Modifier l’exercice' });
  const name = within(form).getByRole('textbox', { name: "Nom de l'exercice" });
  expect(name).toHaveFocus();
  await user.clear(name);
  await user.type(name, 'Butterfly à la machine');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Matériel' }), 'machine');
  await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(form).findByText('Cochez au moins un muscle principal.')).toBeVisible();
  expect(api.callsTo('PUT', '/api/training/exercises/e1')).toHaveLength(0);

  const primary = within(form).getByRole('group', { name: 'Muscles principaux' });
  await user.click(within(primary).getByRole('checkbox', { name: 'Pectoraux' }));
  await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Exercice enregistré.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Modifier cet exercice' })).toHaveFocus();
  expect(api.callsTo('PUT', '/api/training/exercises/e1').map((c) => c.body)).toEqual([
    {
      name: 'Butterfly à la machine',
      equipment: 'machine',
      primaryMuscles: ['chest'],
      secondaryMuscles: [],
      cue: '',
    },
  ]);
});

test('a catalogue exercise cannot be edited', async () => {
  renderExercise({
    ...base,
    weightKg: 100,
    reason: { rule: 'double-progression', action: 'add-reps' },
  });
  await screen.findByRole('heading', { name: 'Records' });
  expect(screen.queryByRole('button', { name: 'Modifier cet exercice' })).toBeNull();
});
