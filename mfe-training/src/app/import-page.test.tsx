import type { TrainingImportReport } from '@zak/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeUser, installFakeApi, renderWithProviders, type FakeReply } from 'shared-ui/testing';
import { App } from './app';

const STRONG = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2026-11-20 18:00:00,Push,1h,Bench Press (Barbell),1,100,8,0,0,,,8
`;
const HEVY = `"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
`;

const report = (
  dryRun: boolean,
  over: Partial<TrainingImportReport> = {},
): TrainingImportReport => ({
  format: 'strong',
  dryRun,
  sessions: { inFile: 12, imported: 10, alreadyImported: 2 },
  sets: { inFile: 310, imported: 300 },
  exercises: { matched: 8, existingCustom: 1, createdCustom: 1, createdNames: ['Pec deck maison'] },
  skipped: { total: 3, lines: [{ line: 14, reason: 'missing-reps' }] },
  ...over,
});

function renderImport(reply: (dryRun: boolean) => FakeReply | Response, lang: 'fr' | 'en' = 'fr') {
  const api = installFakeApi({
    'GET /api/auth/user': () => ({ body: fakeUser() }),
    'GET /api/progress/profile': () => ({ body: { units: 'metric' } }),
    'POST /api/training/import': ({ query }) => reply(query.get('dryRun') === 'true'),
  });
  renderWithProviders(
    <Routes>
      <Route path="/entrainement/*" element={<App />} />
      <Route path="/training/*" element={<App />} />
    </Routes>,
    { route: lang === 'fr' ? '/entrainement/import' : '/training/import', lang },
  );
  return { api, user: userEvent.setup() };
}

test('a Strong file: its unit is asked, the preview says what would be stored and skipped, then the import is confirmed', async () => {
  const { api, user } = renderImport((dryRun) => ({
    status: dryRun ? 200 : 201,
    body: report(dryRun),
  }));
  const file = await screen.findByLabelText(/Fichier CSV exporté/);
  await user.upload(file, new File([STRONG], 'strong.csv', { type: 'text/csv' }));
  expect(screen.getByRole('combobox', { name: 'Application' })).toHaveValue('strong');
  await user.click(screen.getByRole('button', { name: 'Voir l’aperçu' }));
  expect(await screen.findByText('Choisissez l’unité des charges du fichier.')).toBeVisible();
  expect(api.callsTo('POST', '/api/training/import')).toHaveLength(0);

  await user.click(screen.getByRole('radio', { name: 'Kilogrammes (kg)' }));
  await user.click(screen.getByRole('button', { name: 'Voir l’aperçu' }));
  const preview = await screen.findByRole('region', {
    name: 'Aperçu : rien n’est encore enregistré',
  });
  expect(within(preview).getByRole('heading')).toHaveFocus();
  expect(preview).toHaveTextContent('Séances à importer10');
  expect(preview).toHaveTextContent('Séances déjà importées2');
  expect(preview).toHaveTextContent('Séries à importer300 / 310');
  expect(preview).toHaveTextContent('Pec deck maison');
  expect(within(preview).getByText('3 lignes ignorées :')).toBeVisible();
  expect(within(preview).getByText('ligne 14 : répétitions manquantes')).toBeVisible();
  expect(within(preview).getByText('et 2 autres.')).toBeVisible();
  const [sent] = api.callsTo('POST', '/api/training/import');
  expect(sent?.query.get('format')).toBe('strong');
  expect(sent?.query.get('unit')).toBe('kg');
  expect(sent?.query.get('dryRun')).toBe('true');
  expect(sent?.query.get('timeZone')).toBeTruthy();
  expect(sent?.body).toBe(STRONG);
  expect(new Headers(sent?.init?.headers).get('Content-Type')).toBe('text/csv');

  await user.click(within(preview).getByRole('button', { name: 'Importer 10 séances' }));
  const done = await screen.findByRole('heading', { name: '10 séances et 300 séries importées.' });
  expect(done).toHaveFocus();
  const calls = api.callsTo('POST', '/api/training/import');
  expect(calls).toHaveLength(2);
  expect(calls[1]?.query.get('dryRun')).toBeNull();
});

test('in English, a Hevy file is recognised by its header, and the API’s refusal is shown as it says it', async () => {
  const { user } = renderImport(
    () => ({
      status: 400,
      body: { message: 'This file lacks the Hevy columns: weight_kg' },
    }),
    'en',
  );
  const file = await screen.findByLabelText(/Exported CSV file/);
  await user.upload(file, new File([HEVY], 'hevy.csv', { type: 'text/csv' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'App' })).toHaveValue('hevy'));
  expect(screen.getByText('Hevy writes the unit in its file (kg or lb).')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This file lacks the Hevy columns: weight_kg',
  );
  expect(screen.queryByRole('region', { name: /Preview/ })).toBeNull();
});

test('no file, or one over 5 MB, is refused before anything is sent', async () => {
  const { api, user } = renderImport(() => ({ body: report(true) }));
  await user.click(await screen.findByRole('button', { name: 'Voir l’aperçu' }));
  expect(await screen.findByText('Choisissez le fichier à importer.')).toBeVisible();
  const big = new File(['x'], 'big.csv', { type: 'text/csv' });
  Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
  await user.upload(screen.getByLabelText(/Fichier CSV exporté/), big);
  await user.click(screen.getByRole('radio', { name: 'Livres (lb)' }));
  await user.click(screen.getByRole('button', { name: 'Voir l’aperçu' }));
  expect(
    await screen.findByText('Ce fichier dépasse 5 Mo : exportez une période plus courte.'),
  ).toBeVisible();
  expect(api.callsTo('POST', '/api/training/import')).toHaveLength(0);
});

/** The import's answer as the API streams it: events pushed by the test, one at a time. */
function importStream() {
  const encoder = new TextEncoder();
  let push: (event: string, data: unknown) => void = () => undefined;
  let close: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (event, data) =>
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      close = () => controller.close();
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
  });
  return {
    response,
    push: (event: string, data: unknown) => push(event, data),
    close: () => close(),
  };
}

async function previewThenImport(user: ReturnType<typeof userEvent.setup>, lang: 'fr' | 'en') {
  const fr = lang === 'fr';
  await user.upload(
    await screen.findByLabelText(fr ? /Fichier CSV exporté/ : /Exported CSV file/),
    new File([STRONG], 'strong.csv', { type: 'text/csv' }),
  );
  await user.click(screen.getByRole('radio', { name: fr ? 'Kilogrammes (kg)' : 'Kilograms (kg)' }));
  await user.click(screen.getByRole('button', { name: fr ? 'Voir l’aperçu' : 'Preview' }));
  const preview = await screen.findByRole('region', { name: /Aperçu|Preview/ });
  await user.click(
    within(preview).getByRole('button', {
      name: fr ? 'Importer 10 séances' : 'Import 10 sessions',
    }),
  );
}

test('a long import shows one bar: the file read by the server, its rows checked, its exercises matched, then the sessions stored, then the report', async () => {
  const stream = importStream();
  const { api, user } = renderImport((dryRun) =>
    dryRun ? { body: report(true) } : stream.response,
  );
  await previewThenImport(user, 'fr');
  expect(
    new Headers(api.callsTo('POST', '/api/training/import')[1]?.init?.headers).get('Accept'),
  ).toBe('text/event-stream');
  stream.push('reading', { rows: 1000, bytes: 340_000, total: 1_700_000 });
  const reading = await screen.findByRole('progressbar', { name: 'Lecture du fichier…' });
  expect(reading).toHaveAttribute('aria-valuenow', '20');
  expect(screen.getByRole('status')).toHaveTextContent(
    'Lecture du fichier par le serveur : 1000 lignes lues (20 %)...',
  );
  stream.push('reading', { rows: 25_000, bytes: 1_700_000, total: 1_700_000 });
  await waitFor(() => expect(reading).toHaveAttribute('aria-valuenow', '100'));
  expect(screen.getByRole('status')).toHaveTextContent('25000 lignes lues (100 %)');
  stream.push('checking', { rows: 5000, total: 25_000 });
  const checking = await screen.findByRole('progressbar', { name: 'Vérification des lignes…' });
  expect(checking).toHaveAttribute('aria-valuenow', '20');
  expect(screen.getByRole('status')).toHaveTextContent('Lignes vérifiées : 5000 sur 25000...');
  stream.push('checking', { rows: 25_000, total: 25_000 });
  await waitFor(() => expect(checking).toHaveAttribute('aria-valuenow', '100'));
  stream.push('matching', { done: 0, total: 40 });
  const matching = await screen.findByRole('progressbar', {
    name: 'Correspondance des exercices…',
  });
  expect(matching).toHaveAttribute('aria-valuenow', '0');
  expect(screen.getByRole('status')).toHaveTextContent(
    'Exercices mis en correspondance : 0 sur 40...',
  );
  stream.push('matching', { done: 30, total: 40 });
  await waitFor(() => expect(matching).toHaveAttribute('aria-valuenow', '75'));
  expect(screen.getByRole('status')).toHaveTextContent(
    'Exercices mis en correspondance : 30 sur 40...',
  );
  stream.push('progress', { done: 0, total: 1000 });
  const bar = await screen.findByRole('progressbar', { name: 'Progression de l’import' });
  // The same bar, now counting the sessions stored.
  expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  expect(bar).toHaveAttribute('aria-valuenow', '0');
  expect(screen.getByRole('status')).toHaveTextContent('Séances enregistrées : 0 sur 1000...');
  stream.push('progress', { done: 400, total: 1000 });
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
  expect(screen.getByRole('status')).toHaveTextContent('Séances enregistrées : 400 sur 1000...');
  stream.push('done', report(false));
  stream.close();
  expect(
    await screen.findByRole('heading', { name: '10 séances et 300 séries importées.' }),
  ).toHaveFocus();
  expect(screen.queryByRole('progressbar')).toBeNull();
});

test('in English, an import shows its rows checked and its exercises matched, and one the server stopped mid-way says nothing was stored, and can be sent again', async () => {
  const stream = importStream();
  const { user } = renderImport(
    (dryRun) => (dryRun ? { body: report(true) } : stream.response),
    'en',
  );
  await previewThenImport(user, 'en');
  stream.push('reading', { rows: 2000, bytes: 510_000, total: 1_700_000 });
  expect(await screen.findByRole('progressbar', { name: 'Reading the file…' })).toHaveAttribute(
    'aria-valuenow',
    '30',
  );
  expect(screen.getByRole('status')).toHaveTextContent(
    'The server is reading the file: 2000 rows read (30%)...',
  );
  stream.push('checking', { rows: 12_000, total: 16_000 });
  expect(await screen.findByRole('progressbar', { name: 'Checking the rows…' })).toHaveAttribute(
    'aria-valuenow',
    '75',
  );
  expect(screen.getByRole('status')).toHaveTextContent('Rows checked: 12000 of 16000...');
  stream.push('matching', { done: 3, total: 12 });
  expect(
    await screen.findByRole('progressbar', { name: 'Matching the exercises…' }),
  ).toHaveAttribute('aria-valuenow', '25');
  expect(screen.getByRole('status')).toHaveTextContent('Exercises matched: 3 of 12...');
  stream.push('progress', { done: 100, total: 1000 });
  const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '10');
  expect(screen.getByRole('status')).toHaveTextContent('Sessions stored: 100 of 1000...');
  const message =
    'The import did not complete: nothing was stored. You can send the same file again.';
  stream.push('error', { message, code: 'INTERNAL', status: 500 });
  stream.close();
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('button', { name: 'Import 10 sessions' })).toBeEnabled();
});
