// Ticking a set must paint fast on a slow phone: the screen re-renders the ticked row, not the
// list, and the tap that takes the focus from a field of the row to its tick renders it once. Each set row renders its layout's Row once per render, so counting Row renders counts
// set-row renders.
import type { ComponentProps } from 'react';
import type { LoggedSetInput } from '@zak/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { pushDayRoutes } from '../lib/testing/training-api';
import type * as Layout from '../features/session/components/set-row-layout';
import { pushDay } from '../lib/testing/training-fixtures';
import { App } from './app';

const mockRowRenders = { count: 0 };
jest.mock('../features/session/components/set-row-layout', () => {
  const actual = jest.requireActual<typeof Layout>('../features/session/components/set-row-layout');
  return {
    ...actual,
    Row: (props: ComponentProps<typeof actual.Row>) => {
      mockRowRenders.count += 1;
      return <actual.Row {...props} />;
    },
  };
});

afterEach(() => localStorage.clear());

const threeSets = {
  ...pushDay,
  days: pushDay.days.map((day) => ({
    ...day,
    exercises: day.exercises.map((e) => ({ ...e, sets: [...e.sets, ...e.sets.slice(0, 1)] })),
  })),
};

/** Starts the Push day of three bench sets; answers the fake API, the user and the set list. */
async function startThreeSets() {
  const api = installFakeApi(pushDayRoutes({ routine: threeSets }));
  renderWithProviders(
    <Routes>
      <Route path="/entrainement/*" element={<App />} />
    </Routes>,
    { route: '/entrainement' },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Commencer la séance Push' }));
  const sets = await screen.findByRole('list', { name: 'Séries de Développé couché' });
  return { api, user, sets };
}

test('ticking a set re-renders that row only, not the other rows', async () => {
  const { user, sets } = await startThreeSets();
  expect(within(sets).getAllByRole('listitem')).toHaveLength(3);
  await screen.findByText('Toutes les séries sont enregistrées.');

  mockRowRenders.count = 0;
  await user.click(within(sets).getByRole('button', { name: 'Valider la série 2' }));
  await screen.findByRole('timer');
  await screen.findByText('Toutes les séries sont enregistrées.');
  expect(mockRowRenders.count).toBe(1);
});

test('typing reps then tapping the same row’s tick renders the row once and logs what was typed', async () => {
  const { api, user, sets } = await startThreeSets();
  await user.type(within(sets).getByRole('textbox', { name: /^Répétitions ?, Série 2$/ }), '7');

  // The reps field still has the focus, as after typing on a phone: the tap ticks the row with
  // the focus still there, and moves it to the tick once the tick is painted.
  mockRowRenders.count = 0;
  const reps = within(sets).getByRole('textbox', { name: /^Répétitions ?, Série 2$/ });
  const tick = within(sets).getByRole('button', { name: 'Valider la série 2' });
  await user.click(tick);
  expect(tick).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(tick).toHaveFocus());
  expect(reps).not.toHaveFocus();
  expect(mockRowRenders.count).toBe(1);
  await waitFor(() => expect(api.callsTo('PUT', '/api/training/sessions/s1/sets')).toHaveLength(1));
  const [put] = api.callsTo('PUT', '/api/training/sessions/s1/sets');
  expect((put?.body as { sets: LoggedSetInput[] }).sets).toEqual([
    expect.objectContaining({ reps: 7, position: 1 }),
  ]);
});

test('a value typed before the focus reaches the tick, then leaves it untapped, is kept', async () => {
  const { user, sets } = await startThreeSets();
  await user.type(within(sets).getByRole('textbox', { name: /^RIR ?, Série 1$/ }), '3');
  await user.tab();
  expect(within(sets).getByRole('button', { name: 'Valider la série 1' })).toHaveFocus();
  await user.tab();
  // Left for an exercise's page and resumed: the row kept the RIR, unticked.
  await user.click(screen.getByRole('link', { name: 'Développé couché' }));
  await user.click(await screen.findByRole('link', { name: '← Entraînement' }));
  await user.click(await screen.findByRole('link', { name: 'Reprendre la séance en cours' }));
  const resumed = await screen.findByRole('list', { name: 'Séries de Développé couché' });
  expect(within(resumed).getByRole('textbox', { name: /^RIR ?, Série 1$/ })).toHaveValue('3');
  expect(within(resumed).getByRole('button', { name: 'Valider la série 1' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
