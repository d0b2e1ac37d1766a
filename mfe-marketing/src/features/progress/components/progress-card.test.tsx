/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CoachingProfile, WeightLog } from '@zak/contract';
import { installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { ProgressCard } from './progress-card';

const profile = (units: CoachingProfile['units']): CoachingProfile => ({
  goal: 'cut',
  heightCm: 180,
  birthYear: 1990,
  sex: 'male',
  trainingDays: 4,
  level: 'intermediate',
  equipment: 'gym',
  units,
  coachContext: true,
});

const log: WeightLog = {
  entries: [{ id: 'w1', date: '2026-11-23', weightKg: 82.4, average7: 82.4 }],
  trend: {
    latest: { id: 'w1', date: '2026-11-23', weightKg: 82.4 },
    average7: 82.4,
    weekly: { thisWeekKg: 82.4, lastWeekKg: 82.9, changeKg: -0.5, percentPerWeek: -0.6 },
    fourWeek: null,
    plateau: true,
  },
};

function render(units: CoachingProfile['units'], lang: 'fr' | 'en') {
  const api = installFakeApi({
    'GET /api/progress/profile': () => ({ body: profile(units) }),
    'GET /api/progress/weights': () => ({ body: log }),
    'POST /api/progress/weights': ({ body }) => ({ body: { id: 'w2', ...(body as object) } }),
  });
  renderWithProviders(<ProgressCard />, { route: '/account', lang });
  return api;
}

describe("the member home's Progression card", () => {
  it('shows the 7-day average, the weekly rate and the plateau hint in French and kilograms', async () => {
    render('metric', 'fr');
    expect(await screen.findByText('82,4 kg')).toBeInTheDocument();
    expect(screen.getByText('-0,5 kg (-0,60 % du poids par semaine)')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/^Plateau : votre moyenne ne bouge plus/);
    expect(screen.getByRole('link', { name: 'Ouvrir le suivi' })).toHaveAttribute(
      'href',
      '/progres',
    );
  });

  it('takes the weigh-in in pounds for a member in imperial units and stores kilograms', async () => {
    const api = render('imperial', 'en');
    expect(await screen.findByText('181.7 lb')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Weight (lb)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Save weight' }));
    expect(
      await screen.findByText('Enter a weight between 20 and 400 kg (44 to 882 lb).'),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/progress/weights')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Weight (lb)'));
    await user.type(screen.getByLabelText('Weight (lb)'), '181.7');
    await user.click(screen.getByRole('button', { name: 'Save weight' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/progress/weights')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/progress/weights')[0]?.body).toMatchObject({
      weightKg: 82.42,
    });
  });
});
