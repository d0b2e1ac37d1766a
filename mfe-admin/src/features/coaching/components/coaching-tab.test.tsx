import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AttentionItem, MemberFile, RosterMember, RosterPage } from '@zak/contract';
import { installFakeApi, type FakeHandler } from 'shared-ui/testing';
import { renderAdmin } from '../../../lib/testing/render';
import { CoachingTab } from './coaching-tab';
import { MemberFileView } from './member-file';

const flag: AttentionItem = {
  memberId: 'm1',
  username: 'lea',
  flag: 'low-adherence',
  since: '2026-11-20',
  rule: 'Adhérence diète ou entraînement de 5/10 ou moins au dernier bilan',
  detail: '3/10',
};

const lastCheckIn = {
  id: 'k1',
  date: '2026-11-20',
  dietAdherence: 3,
  trainingAdherence: 7,
  sleep: 6,
  energy: 6,
  stress: 4,
  hunger: 5,
};

const rosterMember: RosterMember = {
  id: 'm1',
  username: 'lea',
  coach: { id: 'c1', username: 'coach_ana' },
  lastSignInAt: '2026-11-25T08:00:00.000Z',
  lastCheckIn,
  weightAverage7: 72.4,
  goal: 'cut',
  weeklyRatePct: -0.3,
  rateRange: { min: -1, max: -0.5 },
  compliance7: 50,
  compliance30: 75,
  accessEndsAt: null,
  hasAccess: true,
  flags: 1,
};

const file: MemberFile = {
  member: {
    id: 'm1',
    username: 'lea',
    email: 'lea@example.com',
    createdAt: '2026-01-10T10:00:00.000Z',
    lastSignInAt: '2026-11-25T08:00:00.000Z',
    coach: { id: 'c1', username: 'coach_ana' },
  },
  profile: {
    goal: 'cut',
    heightCm: 168,
    birthYear: 1990,
    sex: 'female',
    trainingDays: 3,
    level: 'intermediate',
    equipment: 'gym',
    units: 'metric',
    coachContext: true,
  },
  weights: [
    { id: 'w1', date: '2026-11-19', weightKg: 72.8, average7: 72.8 },
    { id: 'w2', date: '2026-11-20', weightKg: 72, average7: 72.4 },
  ],
  measurements: [
    {
      id: 'ms1',
      date: '2026-11-15',
      waistCm: 74,
      chestCm: null,
      armCm: null,
      thighCm: null,
      hipCm: 98,
      neckCm: null,
      bodyFatPct: null,
      bodyFatMethod: null,
    },
  ],
  checkIns: [{ ...lastCheckIn, notes: 'Semaine difficile au travail', reply: null }],
  training: {
    activeRoutine: { name: 'Full body', daysPerWeek: 3 },
    sessions7: 1,
    sessions30: 9,
    compliance7: 50,
    compliance30: 75,
    lastSessionAt: '2026-11-22T18:00:00.000Z',
    records: [{ name: 'Squat', bestE1rmKg: 92.5, date: '2026-11-22' }],
  },
  aiUsage: {
    messages7: 4,
    messages30: 21,
    messagesTotal: 130,
    conversations: 6,
    topics: [
      { topic: 'training', messages30: 14, messagesTotal: 90 },
      { topic: 'nutrition', messages30: 5, messagesTotal: 30 },
      { topic: 'other', messages30: 2, messagesTotal: 6 },
    ],
    unclassified: { messages30: 0, messagesTotal: 4 },
  },
  entitlements: [{ source: 'stripe', status: 'active', periodEnd: '2026-12-20T00:00:00.000Z' }],
  notes: [
    {
      id: 'n1',
      body: 'Genou fragile',
      author: 'coach_ana',
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-01T09:00:00.000Z',
    },
  ],
  attention: [flag],
};

const page = <T,>(key: string, rows: T[]) => ({
  [key]: rows,
  totalCount: rows.length,
  currentPage: 1,
  totalPages: 1,
});

function setup(flagAnswer: FakeHandler = () => ({ body: { items: [] } })) {
  const api = installFakeApi({
    'GET /api/auth/user': () => ({ status: 401 }),
    'GET /api/coaching/attention': () => ({ body: page('items', [flag]) }),
    'GET /api/coaching/roster': () => ({
      body: page('members', [rosterMember]) as unknown as RosterPage,
    }),
    'GET /api/coaching/members/:id': () => ({ body: file }),
    'POST /api/coaching/members/:id/flags': flagAnswer,
    'PUT /api/coaching/checkins/:id/reply': (request) => ({
      status: 201,
      body: { checkInId: request.params.id, body: (request.body as { body: string }).body },
    }),
    'POST /api/coaching/members/:id/notes': () => ({ status: 201, body: file.notes[0] }),
    'PUT /api/coaching/members/:id/notes/:noteId': () => ({ body: file.notes[0] }),
    'DELETE /api/coaching/members/:id/notes/:noteId': () => ({ body: { message: 'ok' } }),
  });
  return { api, user: userEvent.setup() };
}

const sent = (api: ReturnType<typeof setup>['api'], method: string) =>
  api.calls.filter((call) => call.method === method);

describe('Suivi tab (coach desk)', () => {
  it('lists each raised flag with its rule and what was measured, and the roster with its columns', async () => {
    setup();
    renderAdmin(<CoachingTab />);
    const flags = await screen.findByRole('list', { name: 'Membres à surveiller' });
    const item = within(flags).getByRole('listitem');
    expect(item).toHaveTextContent('Adhérence faible');
    expect(item).toHaveTextContent(
      'Règle : Adhérence diète ou entraînement de 5/10 ou moins au dernier bilan',
    );
    expect(item).toHaveTextContent('Mesuré : 3/10');
    expect(item).toHaveTextContent('Depuis le 20/11/2026');

    const table = await screen.findByRole('table', { name: 'Membres suivis' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Membre',
      'Dernière connexion',
      'Dernier bilan',
      'Poids moyen 7 j',
      'Vitesse / objectif',
      'Assiduité 7 j / 30 j',
      "Fin d'accès",
      'Alertes',
      'Coach',
    ]);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('20/11/2026 (diète 3/10, entraînement 7/10)');
    expect(row).toHaveTextContent('72,4 kg');
    expect(row).toHaveTextContent('-0,30 %/sem. (objectif -1,00 à -0,50)');
    expect(row).toHaveTextContent('50 % / 75 %');
    expect(row).toHaveTextContent('Sans fin');
    expect(row).toHaveTextContent('coach_ana');
  });

  it('sends the search, filter and sort the roster asks for', async () => {
    const { api, user } = setup();
    renderAdmin(<CoachingTab />);
    await screen.findByRole('table', { name: 'Membres suivis' });
    await user.selectOptions(screen.getByLabelText('Afficher'), 'attention');
    await user.selectOptions(screen.getByLabelText('Trier par'), 'compliance7');
    await user.selectOptions(screen.getByLabelText('Ordre'), 'desc');
    await user.type(screen.getByLabelText('Rechercher'), 'lea');
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe(
        '/api/coaching/roster?page=1&limit=20&search=lea&filter=attention&sort=compliance7&order=desc',
      ),
    );
  });

  it('marks a flag handled with a note, and refuses a snooze outside 1 to 90 days without sending it', async () => {
    const { api, user } = setup();
    renderAdmin(<CoachingTab />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Marquer « Adhérence faible » de lea comme traité',
      }),
    );
    let dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByLabelText('Note (facultative)');
    expect(note).toHaveFocus();
    await user.type(note, 'Appel fait');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent(api, 'POST')).toHaveLength(1));
    expect(sent(api, 'POST')[0]).toMatchObject({
      path: '/api/coaching/members/m1/flags',
      body: { flag: 'low-adherence', since: '2026-11-20', state: 'handled', note: 'Appel fait' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Reporter « Adhérence faible » de lea' }));
    dialog = await screen.findByRole('dialog');
    const days = within(dialog).getByLabelText('Nombre de jours (1 à 90)');
    await user.clear(days);
    await user.type(days, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText('Choisissez un nombre de jours entre 1 et 90.'),
    ).toBeVisible();
    expect(days).toHaveFocus();
    expect(sent(api, 'POST')).toHaveLength(1);
    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent(api, 'POST')).toHaveLength(2));
    expect(sent(api, 'POST')[1]?.body).toEqual({
      flag: 'low-adherence',
      since: '2026-11-20',
      state: 'snoozed',
      days: 14,
    });
  });

  it("shows the API's refusal (a flag no longer raised) and keeps the dialog open", async () => {
    const { user } = setup(() => ({
      status: 409,
      body: { message: "Cette alerte n'est pas levée", code: 'FLAG_NOT_RAISED' },
    }));
    renderAdmin(<CoachingTab />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Marquer « Adhérence faible » de lea comme traité',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("Cette alerte n'est pas levée")).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('confirms a saved flag that leaves the list (announced, focus on the section title): handled from the attention list in French, snoozed from the file in English', async () => {
    // The API as it is: once saved, the flag is no longer in the refetched list nor in the file.
    // And as in a browser, the refetched lists do not answer together: the roster comes after
    // the attention list, which is empty by then (the save resolves once both are in).
    let raised = true;
    let releaseRoster = () => {};
    const roster = { body: page('members', [rosterMember]) as unknown as RosterPage };
    const api = installFakeApi({
      'GET /api/auth/user': () => ({ status: 401 }),
      'GET /api/coaching/attention': () => ({ body: page('items', raised ? [flag] : []) }),
      'GET /api/coaching/roster': () =>
        raised
          ? roster
          : new Promise((resolve) => {
              releaseRoster = () => resolve(roster);
            }),
      'GET /api/coaching/members/:id': () => ({
        body: { ...file, attention: raised ? [flag] : [] },
      }),
      'POST /api/coaching/members/:id/flags': () => {
        raised = false;
        return { body: { items: [] } };
      },
    });
    const user = userEvent.setup();
    const { unmount } = renderAdmin(<CoachingTab />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Marquer « Adhérence faible » de lea comme traité',
      }),
    );
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Aucun membre à surveiller.')).toBeVisible();
    releaseRoster();
    const saved = await screen.findByText("L'alerte est enregistrée.");
    expect(saved.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À surveiller' })).toHaveFocus();
    unmount();

    raised = true;
    renderAdmin(<MemberFileView memberId="m1" onBack={() => {}} />, { lang: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Snooze lea\'s "Low adherence"' }));
    dialog = await screen.findByRole('dialog', { name: /^Snooze a flag/ });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No open flag.')).toBeVisible();
    expect(
      (await screen.findByText('The flag is saved.')).closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Open flags' })).toHaveFocus();
    expect(sent(api, 'POST').map((call) => (call.body as { state: string }).state)).toEqual([
      'handled',
      'snoozed',
    ]);
  });

  it("opens a member's file (focus on its title): profile, chart with its table, check-ins, training, AI use, access, notes", async () => {
    const { user } = setup();
    renderAdmin(<CoachingTab />);
    await user.click(
      within(await screen.findByRole('table', { name: 'Membres suivis' })).getByRole('button', {
        name: 'Ouvrir le dossier de lea',
      }),
    );
    const title = await screen.findByRole('heading', { name: 'Dossier de lea', level: 1 });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText('lea@example.com')).toBeInTheDocument();
    const chart = screen.getByRole('group', { name: 'Poids et moyenne sur 7 jours' });
    const values = within(chart).getAllByRole('row');
    expect(values.map((row) => row.textContent)).toEqual([
      'DatePoids (kg)Moyenne 7 jours (kg)',
      '19/11/202672,872,8',
      '20/11/202672,072,4',
    ]);
    expect(screen.getByText('Semaine difficile au travail')).toBeInTheDocument();
    expect(screen.getByText('Full body (3 jours par semaine)')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Records (1RM estimé)' })).toHaveTextContent(
      'Squat92,5',
    );
    expect(screen.getByText('130')).toBeInTheDocument();
    const topics = screen.getByRole('table', { name: 'Messages par sujet' });
    expect(
      within(topics)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'SujetSur 30 joursAu total',
      'Entraînement1490',
      'Nutrition530',
      'Autre sujet26',
      'Pas encore classés04',
    ]);
    expect(screen.getByRole('table', { name: 'Accès' })).toHaveTextContent('Stripe');
    expect(screen.getByText('Genou fragile')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retour à la liste' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Suivi des membres' })).toHaveFocus(),
    );
  });

  it('replies to a check-in from the file (an empty reply is refused on its field first)', async () => {
    const { api, user } = setup();
    renderAdmin(<CoachingTab />);
    await user.click(await screen.findByRole('button', { name: 'Ouvrir le dossier de lea' }));
    const form = await screen.findByRole('form', {
      name: 'Votre réponse au bilan du 20/11/2026',
    });
    await user.click(within(form).getByRole('button', { name: 'Envoyer la réponse' }));
    const field = within(form).getByLabelText('Votre réponse au bilan du 20/11/2026');
    expect(await within(form).findByText('Écrivez une réponse.')).toBeVisible();
    expect(field).toHaveFocus();
    expect(sent(api, 'PUT')).toHaveLength(0);
    await user.type(field, 'Bravo pour la régularité');
    await user.click(within(form).getByRole('button', { name: 'Envoyer la réponse' }));
    await waitFor(() => expect(sent(api, 'PUT')).toHaveLength(1));
    expect(sent(api, 'PUT')[0]).toMatchObject({
      path: '/api/coaching/checkins/k1/reply',
      body: { body: 'Bravo pour la régularité' },
    });
  });

  it('adds, edits and deletes a private note', async () => {
    const { api, user } = setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderAdmin(<CoachingTab />);
    await user.click(await screen.findByRole('button', { name: 'Ouvrir le dossier de lea' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Nouvelle note' }),
      'Préfère les appels le soir',
    );
    await user.click(screen.getByRole('button', { name: 'Ajouter la note' }));
    await waitFor(() => expect(sent(api, 'POST')).toHaveLength(1));
    expect(sent(api, 'POST')[0]?.body).toEqual({ body: 'Préfère les appels le soir' });

    await user.click(screen.getByRole('button', { name: /^Modifier la note du/ }));
    const edit = screen.getByRole('textbox', { name: /^Note du/ });
    expect(edit).toHaveFocus();
    await user.clear(edit);
    await user.type(edit, 'Genou guéri');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent(api, 'PUT')).toHaveLength(1));
    expect(sent(api, 'PUT')[0]).toMatchObject({
      path: '/api/coaching/members/m1/notes/n1',
      body: { body: 'Genou guéri' },
    });

    await user.click(screen.getByRole('button', { name: /^Supprimer la note du/ }));
    await waitFor(() => expect(sent(api, 'DELETE')).toHaveLength(1));
    expect(sent(api, 'DELETE')[0]?.path).toBe('/api/coaching/members/m1/notes/n1');
    confirm.mockRestore();
  });

  it('shows the AI use by topic in English, and no table when the member never wrote to the AI coach', async () => {
    setup();
    const { unmount } = renderAdmin(<MemberFileView memberId="m1" onBack={() => {}} />, {
      lang: 'en',
    });
    const topics = await screen.findByRole('table', { name: 'Messages by topic' });
    expect(
      within(topics)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'TopicLast 30 daysIn all',
      'Training1490',
      'Nutrition530',
      'Another topic26',
      'Not classified yet04',
    ]);
    unmount();

    installFakeApi({
      'GET /api/auth/user': () => ({ status: 401 }),
      'GET /api/coaching/members/:id': () => ({
        body: {
          ...file,
          aiUsage: {
            messages7: 0,
            messages30: 0,
            messagesTotal: 0,
            conversations: 0,
            topics: [],
            unclassified: { messages30: 0, messagesTotal: 0 },
          },
        },
      }),
    });
    renderAdmin(<MemberFileView memberId="m1" onBack={() => {}} />, { lang: 'en' });
    expect(await screen.findByText('No message to the AI coach.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Messages by topic' })).not.toBeInTheDocument();
  });

  it('shows a compact list instead of the table on a phone, and every text in English', async () => {
    setup();
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      renderAdmin(<CoachingTab />, { lang: 'en' });
      expect(await screen.findByRole('heading', { name: 'Coaching', level: 1 })).toBeVisible();
      const list = await screen.findByRole('list', { name: 'Followed members' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(list).getByRole('listitem')).toHaveTextContent(
        'Last check-in: 20/11/2026 (diet 3/10, training 7/10)',
      );
      const flags = screen.getByRole('list', { name: 'Members who need attention' });
      expect(flags).toHaveTextContent('Rule: Adhérence');
      expect(
        within(flags).getByRole('button', { name: 'Snooze lea\'s "Low adherence"' }),
      ).toBeVisible();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
