// Ticking a set must paint fast on a slow phone: the screen re-renders the ticked row, not the
// list. Each set row renders its layout's Row once per render, so counting Row renders counts
// set-row renders.
import type { ComponentProps } from 'react';
import { screen, within } from '@testing-library/react';
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

const threeSets = {
  ...pushDay,
  days: pushDay.days.map((day) => ({
    ...day,
    exercises: day.exercises.map((e) => ({ ...e, sets: [...e.sets, ...e.sets.slice(0, 1)] })),
  })),
};

test('ticking a set re-renders that row only, not the other rows', async () => {
  installFakeApi(pushDayRoutes({ routine: threeSets }));
  renderWithProviders(
    <Routes>
      <Route path="/entrainement/*" element={<App />} />
    </Routes>,
    { route: '/entrainement' },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Commencer la séance Push' }));
  const sets = await screen.findByRole('list', { name: 'Séries de Développé couché' });
  expect(within(sets).getAllByRole('listitem')).toHaveLength(3);
  await screen.findByText('Toutes les séries sont enregistrées.');

  mockRowRenders.count = 0;
  await user.click(within(sets).getByRole('button', { name: 'Valider la série 2' }));
  await screen.findByRole('timer');
  await screen.findByText('Toutes les séries sont enregistrées.');
  expect(mockRowRenders.count).toBe(1);
});
