/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  CheckInLog,
  CoachingProfile,
  MeasurementEntry,
  MeasurementLog,
  WeightLog,
} from '@zak/contract';
import { installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { localToday } from '../lib/input';
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
    routes = {},
    route = '/account',
  }: {
    units?: CoachingProfile['units'];
    weightLog?: WeightLog;
    measurements?: MeasurementLog;
    checkins?: CheckInLog;
    routes?: Parameters<typeof installFakeApi>[0];
    route?: string;
  } = {},
) {
  const api = installFakeApi({
    ...routes,
    'GET /api/progress/profile': () => ({ body: profile(units) }),
    'GET /api/progress/weights': () => ({ body: weightLog }),
    'GET /api/progress/measurements': () => ({ body: measurements }),
    'GET /api/progress/checkins': () => ({ body: checkins }),
  });
  renderWithProviders(<ProgressTracker />, { route, lang });
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

  it('lists a measurement without French typography in English, with its change', async () => {
    const measurements = {
      entries: [
        measurement({ id: 'm0', date: '2026-11-19', waistCm: 86 }),
        measurement({ waistCm: 84.5, bodyFatPct: 18.5, bodyFatMethod: 'scale' }),
      ],
    };
    render('en', { measurements });
    const records = await screen.findByRole('table', { name: 'Records' });
    const [, newest] = within(records).getAllByRole('row');
    expect(
      within(newest!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '26 Nov 2026',
      '84.5 cm',
      '-1.5 cm',
      'Waist 84.5 cm, Body fat 18.5%',
      'Edit Delete',
    ]);
  });

  it('lists the last 5 records, then all of them on demand', async () => {
    const entries = Array.from({ length: 6 }, (_, i) =>
      measurement({ id: `m${i}`, date: `2026-11-0${i + 1}`, waistCm: 90 - i }),
    );
    render('en', { measurements: { entries } });
    const records = await screen.findByRole('table', { name: 'Records' });
    expect(within(records).getAllByRole('row')).toHaveLength(1 + 5);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 6 records' }));
    expect(within(records).getAllByRole('row')).toHaveLength(1 + 6);
    expect(screen.queryByRole('button', { name: 'Show all 6 records' })).toBeNull();
  });

  it('writes the same record the French way', async () => {
    const measurements = {
      entries: [measurement({ waistCm: 84.5, bodyFatPct: 18.5, bodyFatMethod: 'scale' })],
    };
    render('fr', { measurements });
    const records = await screen.findByRole('table', { name: 'Relevés' });
    expect(
      within(records).getByRole('cell', { name: 'Tour de taille 84,5 cm, Masse grasse 18,5 %' }),
    ).toBeVisible();
    expect(within(records).getByRole('cell', { name: '26 nov. 2026' })).toBeVisible();
  });
});

describe('the progress screen', () => {
  it('is titled by its one h1, the sections below it', async () => {
    render('fr');
    await screen.findByRole('form', { name: 'Poids' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Progression');
    expect(screen.getByRole('heading', { level: 2, name: 'Poids' })).toBeInTheDocument();
  });
});

describe('the tracker forms', () => {
  it('says a future day is in the future (not a format error) and sends nothing', async () => {
    const api = render('fr');
    const form = await screen.findByRole('form', { name: 'Poids' });
    const date = within(form).getByLabelText('Date');
    expect(date).toHaveAttribute('max', localToday());
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    await userEvent.type(within(form).getByLabelText('Poids (kg)'), '82,4');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer le poids' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'La date ne peut pas être dans le futur',
    );
    expect(api.callsTo('POST /api/progress/weights')).toHaveLength(0);
  });

  it('edits a measurement in place: its values in the form, then sent to its own entry', async () => {
    const entry = measurement({
      waistCm: 84.5,
      armCm: 38,
      bodyFatPct: 18.5,
      bodyFatMethod: 'scale',
    });
    const api = render('fr', {
      measurements: { entries: [entry] },
      routes: {
        'PUT /api/progress/measurements/:id': (request) => ({
          body: { ...entry, ...(request.body as object) },
        }),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Mensurations' });
    await userEvent.click(
      await within(panel).findByRole('button', {
        name: 'Modifier les mensurations du 26 nov. 2026',
      }),
    );
    const form = within(panel).getByRole('form', { name: 'Modifier des mensurations' });
    const waist = within(form).getByLabelText('Tour de taille (cm)');
    expect(waist).toHaveValue('84,5');
    expect(within(form).getByLabelText('Date')).toHaveFocus();
    expect(within(form).getByLabelText('Masse grasse (%)')).toHaveValue('18,5');
    await userEvent.clear(waist);
    await userEvent.type(waist, '83,5');
    await userEvent.clear(within(form).getByLabelText('Bras (cm)'));
    await userEvent.click(
      within(form).getByRole('button', { name: 'Enregistrer les modifications' }),
    );
    await waitFor(() => expect(api.callsTo('PUT /api/progress/measurements/m1')).toHaveLength(1));
    const [put] = api.callsTo('PUT /api/progress/measurements/m1');
    expect(put!.body).toEqual({
      date: '2026-11-26',
      waistCm: 83.5,
      bodyFatPct: 18.5,
      bodyFatMethod: 'scale',
    });
    expect(api.callsTo('POST /api/progress/measurements')).toHaveLength(0);
    // Back to a new entry's form.
    expect(
      await within(panel).findByRole('button', { name: 'Enregistrer les mensurations' }),
    ).toBeVisible();
  });

  it('says the same in English for the measurements', async () => {
    const api = render('en');
    const panel = await screen.findByRole('region', { name: 'Measurements' });
    fireEvent.change(within(panel).getByLabelText('Date'), { target: { value: '2999-01-01' } });
    await userEvent.type(within(panel).getByLabelText('Waist (cm)'), '84');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save measurements' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('The date cannot be in the future');
    expect(api.callsTo('POST /api/progress/measurements')).toHaveLength(0);
  });

  it('starts the check-in with no score chosen and sends it only once each is chosen', async () => {
    const api = installFakeApi({
      'GET /api/progress/profile': () => ({ body: profile('metric') }),
      'GET /api/progress/weights': () => ({ body: weights }),
      'GET /api/progress/measurements': () => ({ body: { entries: [] } }),
      'GET /api/progress/checkins': () => ({ body: { entries: [] } }),
      'POST /api/progress/checkins': ({ body }) => ({ body: { id: 'c1', ...(body as object) } }),
    });
    renderWithProviders(<ProgressTracker />, { route: '/account', lang: 'en' });
    const panel = await screen.findByRole('region', { name: 'Weekly check-in' });
    const scores = within(panel).getAllByRole('combobox');
    expect(scores).toHaveLength(6);
    for (const score of scores) expect(score).toHaveDisplayValue('— Choose —');
    const save = within(panel).getByRole('button', { name: 'Save check-in' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Choose a score on every line to save the check-in.');
    for (const [i, score] of scores.entries()) {
      await userEvent.selectOptions(score, String(i));
      expect(save).toHaveProperty('disabled', i < 5);
    }
    await userEvent.click(save);
    await waitFor(() => expect(api.callsTo('POST /api/progress/checkins')).toHaveLength(1));
    expect(api.callsTo('POST /api/progress/checkins')[0]?.body).toMatchObject({
      dietAdherence: 0,
      trainingAdherence: 1,
      sleep: 2,
      energy: 3,
      stress: 4,
      hunger: 5,
    });
  });
});

describe('one empty-state line per list', () => {
  it('says once that there is no weigh-in yet', async () => {
    render('fr', {
      weightLog: {
        entries: [],
        trend: { latest: null, average7: null, weekly: null, fourWeek: null, plateau: false },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Poids' });
    expect(await within(panel).findAllByText(/Aucune pesée/)).toHaveLength(1);
  });

  it('says which measurement has no record, rather than that there is none at all', async () => {
    const measurements = { entries: [measurement({ bodyFatPct: 18.5, bodyFatMethod: 'scale' })] };
    render('fr', { measurements });
    const panel = await screen.findByRole('region', { name: 'Mensurations' });
    expect(await within(panel).findByText('Aucun relevé pour « Tour de taille ».')).toBeVisible();
    expect(within(panel).queryByText('Aucune mensuration enregistrée.')).not.toBeInTheDocument();
  });
});

describe("the coach's replies (#36)", () => {
  const entry = {
    id: 'c1',
    date: '2026-11-20',
    dietAdherence: 7,
    trainingAdherence: 8,
    sleep: 6,
    energy: 7,
    stress: 4,
    hunger: 5,
    notes: 'Tired on Friday',
  };
  const reply = {
    body: 'Sleep first this week.',
    coach: 'coach_sam',
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
  };

  it('shows the reply under its check-in, only where there is one', async () => {
    const checkins = {
      entries: [
        { ...entry, reply },
        { ...entry, id: 'c0', date: '2026-11-13', reply: null },
      ],
    };
    render('fr', { checkins });
    const [table] = await screen.findAllByRole('table', { name: 'Historique des bilans' });
    expect(await within(table!).findByText('Réponse de coach_sam :')).toBeVisible();
    expect(within(table!).getAllByText('Sleep first this week.')).toHaveLength(1);
  });
});
