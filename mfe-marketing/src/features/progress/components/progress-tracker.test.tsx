/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import type {
  CheckInLog,
  CoachingProfile,
  MeasurementEntry,
  MeasurementLog,
  WeightLog,
} from '@zak/contract';
import { installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { ProgressTracker } from './progress-tracker';

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

const weights: WeightLog = {
  entries: [
    { id: 'w1', date: '2026-11-24', weightKg: 83.85, average7: 83.85 },
    { id: 'w2', date: '2026-11-26', weightKg: 84.2, average7: 84.03 },
  ],
  trend: {
    latest: { id: 'w2', date: '2026-11-26', weightKg: 84.2 },
    average7: 84.03,
    weekly: null,
    fourWeek: null,
    plateau: false,
  },
};

const measurement = (over: Partial<MeasurementEntry>): MeasurementEntry => ({
  id: 'm1',
  date: '2026-11-26',
  waistCm: null,
  chestCm: null,
  armCm: null,
  thighCm: null,
  hipCm: null,
  neckCm: null,
  bodyFatPct: null,
  bodyFatMethod: null,
  ...over,
});

function render(
  lang: 'fr' | 'en',
  {
    units = 'metric',
    weightLog = weights,
    measurements = { entries: [] },
    checkins = { entries: [] },
  }: {
    units?: CoachingProfile['units'];
    weightLog?: WeightLog;
    measurements?: MeasurementLog;
    checkins?: CheckInLog;
  } = {},
) {
  const api = installFakeApi({
    'GET /api/progress/profile': () => ({ body: profile(units) }),
    'GET /api/progress/weights': () => ({ body: weightLog }),
    'GET /api/progress/measurements': () => ({ body: measurements }),
    'GET /api/progress/checkins': () => ({ body: checkins }),
  });
  renderWithProviders(<ProgressTracker />, { route: '/account', lang });
  return api;
}

/** The value axis's tick labels, bottom to top, as drawn. */
async function valueTicks(chartName: string): Promise<string[]> {
  const chart = await screen.findByRole('group', { name: chartName });
  await within(chart).findAllByText(/\d/, { selector: '.recharts-yAxis-tick-labels tspan' });
  return Array.from(
    chart.querySelectorAll('.recharts-yAxis-tick-labels tspan'),
    (tick) => tick.textContent ?? '',
  );
}

describe("the progress tracker writes numbers in the screen's language", () => {
  it('puts the weight axis on half kilograms with comma decimals in French', async () => {
    render('fr');
    expect(await valueTicks('Évolution du poids')).toEqual(['83,5', '84,0', '84,5']);
  });

  it('puts it on whole pounds with point decimals in English', async () => {
    render('en', { units: 'imperial' });
    // 83.85 kg = 184.9 lb, 84.2 kg = 185.6 lb.
    expect(await valueTicks('Body weight over time')).toEqual(['184', '185', '186']);
  });

  it('lists a measurement without French typography in English', async () => {
    const measurements = {
      entries: [measurement({ waistCm: 84.5, bodyFatPct: 18.5, bodyFatMethod: 'scale' })],
    };
    render('en', { measurements });
    const records = await screen.findByRole('list', { name: 'Records' });
    expect(within(records).getByText('26 Nov 2026: Waist 84.5 cm, Body fat 18.5%')).toBeVisible();
  });

  it('writes the same record the French way', async () => {
    const measurements = {
      entries: [measurement({ waistCm: 84.5, bodyFatPct: 18.5, bodyFatMethod: 'scale' })],
    };
    render('fr', { measurements });
    const records = await screen.findByRole('list', { name: 'Relevés' });
    expect(
      within(records).getByText('26 nov. 2026 : Tour de taille 84,5 cm, Masse grasse 18,5 %'),
    ).toBeVisible();
  });
});
