import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeUser, installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { PlateCalculator } from './plate-calculator';

function renderCalculator(initial: number | null, units: 'metric' | 'imperial' = 'metric') {
  installFakeApi({
    'GET /api/auth/user': () => ({ body: fakeUser() }),
    'GET /api/progress/profile': () => ({ body: { units } }),
  });
  return renderWithProviders(<PlateCalculator initial={initial} />);
}

afterEach(() => localStorage.clear());

test('the plates per side of the target weight, and the nearest when it cannot be made', async () => {
  const user = userEvent.setup();
  renderCalculator(100);
  expect(screen.getByText('De chaque côté : 25 + 15')).toBeVisible();
  const target = screen.getByRole('textbox', { name: 'Charge visée (kg)' });
  await user.clear(target);
  await user.type(target, '101');
  expect(screen.getByText('De chaque côté : 25 + 15')).toBeVisible();
  expect(screen.getByRole('note')).toHaveTextContent(
    '101 kg ne se fait pas exactement avec ces disques ; le plus proche : 100 kg. (Possibles : 100 kg ou 102,5 kg.)',
  );
});

test('the bar and the plates the member has are kept on this device', async () => {
  const user = userEvent.setup();
  const { unmount } = renderCalculator(60);
  const plates = screen.getByRole('textbox', { name: 'Disques disponibles (kg)' });
  await user.clear(plates);
  await user.type(plates, '10 5');
  const bar = screen.getByRole('textbox', { name: 'Barre (kg)' });
  await user.clear(bar);
  await user.type(bar, '15');
  await user.tab();
  // 60 on a 15 kg bar is 22,5 a side: not with 10s and 5s; 55 and 65 are as near, the lighter shown.
  expect(screen.getByText('De chaque côté : 10 + 10')).toBeVisible();
  expect(screen.getByRole('note')).toHaveTextContent('Possibles : 55 kg ou 65 kg.');
  unmount();

  renderCalculator(45);
  expect(screen.getByRole('textbox', { name: 'Barre (kg)' })).toHaveValue('15');
  expect(screen.getByRole('textbox', { name: 'Disques disponibles (kg)' })).toHaveValue('10 5');
  expect(screen.getByText('De chaque côté : 10 + 5')).toBeVisible();
});
