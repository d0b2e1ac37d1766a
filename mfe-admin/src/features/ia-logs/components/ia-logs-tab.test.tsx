import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AiLogEntry, AiLogList } from '@zak/contract';
import { installFakeApi, type FakeRequest } from 'shared-ui/testing';
import { renderAdmin } from '../../../lib/testing/render';
import { IaLogsTab } from './ia-logs-tab';

// The real sanitize-html, loaded by Node (see shared-ui/src/markdown/real-sanitize-html.ts).
jest.mock('sanitize-html', () =>
  jest.requireActual<{ load: () => unknown }>('shared-ui/markdown/real-sanitize-html').load(),
);

const long = 'Programme push/pull/legs sur 6 jours. '.repeat(10).trim();

function entry(overrides: Partial<AiLogEntry> = {}): AiLogEntry {
  return {
    id: 'm1',
    createdAt: '2026-11-21T09:15:00.000Z',
    userId: 'u1',
    username: 'alice',
    conversationId: 'c1',
    conversationTitle: 'Prise de masse',
    type: 'ai',
    tokens: 321,
    content: long,
    ...overrides,
  };
}

function setup(answer: (request: FakeRequest) => AiLogList | 'error') {
  const api = installFakeApi({
    'GET /api/admin/ia-logs': (request) => {
      const result = answer(request);
      return result === 'error' ? { status: 500 } : { body: result };
    },
    'GET /api/admin/ia-logs/export': () => ({ text: 'date,username\n' }),
  });
  renderAdmin(<IaLogsTab />);
  return { api, user: userEvent.setup() };
}

/** Holds back the API calls `match` picks until `release()`, as a slow network would. */
function holdRequests(match: (url: URL) => boolean) {
  const answerNow = globalThis.fetch;
  const waiting: Array<() => void> = [];
  globalThis.fetch = ((input: string, init?: RequestInit) => {
    if (!match(new URL(input, 'http://localhost'))) return answerNow(input, init);
    return new Promise<Response>((resolve) => {
      waiting.push(() => resolve(answerNow(input, init)));
    });
  }) as typeof fetch;
  return {
    count: () => waiting.length,
    release: () => waiting.splice(0).forEach((answer) => answer()),
  };
}

const page = (logs: AiLogEntry[], totalPages = 1, currentPage = 1): AiLogList => ({
  logs,
  totalCount: logs.length,
  currentPage,
  totalPages,
});

describe('Logs IA tab', () => {
  it('shows a row per message with its type, tokens and the content truncated, full text on demand', async () => {
    const { user } = setup(() =>
      page([entry(), entry({ id: 'm2', type: 'user', content: 'Salut', tokens: 2 })]),
    );
    const table = await screen.findByRole('table', { name: "Messages échangés avec l'IA" });
    const aiRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(aiRow).getByText('IA')).toBeInTheDocument();
    expect(within(aiRow).getByText('Prise de masse')).toBeInTheDocument();
    expect(within(aiRow).getByText('321')).toBeInTheDocument();
    expect(within(aiRow).queryByText(long)).not.toBeInTheDocument();
    await user.click(within(aiRow).getByRole('button', { name: 'Voir tout' }));
    expect(within(aiRow).getByText(long)).toBeInTheDocument();
    expect(within(aiRow).getByRole('button', { name: 'Réduire' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const userRow = within(table).getAllByRole('row')[2] as HTMLElement;
    expect(within(userRow).getByText('Utilisateur')).toBeInTheDocument();
    expect(within(userRow).queryByRole('button', { name: 'Voir tout' })).not.toBeInTheDocument();
  });

  it('shows the full message as rendered, sanitised markdown behind "Voir tout"', async () => {
    const markdown = `${'Plan de la semaine. '.repeat(6)}**Repos** le dimanche <img src=x onerror=alert(1)>`;
    const { user } = setup(() => page([entry({ content: markdown })]));
    const table = await screen.findByRole('table', { name: "Messages échangés avec l'IA" });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Voir tout' }));
    const bold = within(row).getByText('Repos');
    expect(bold.tagName).toBe('STRONG');
    expect(row.textContent).not.toContain('**');
    expect(row.querySelector('img')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Réduire' }));
    expect(within(row).queryByText('Repos')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    setup(() => page([]));
    expect(await screen.findByText('Aucun message enregistré.')).toBeInTheDocument();
  });

  it('shows an error when the logs cannot be read', async () => {
    setup(() => 'error');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger les données.',
    );
  });

  it('pages by 50 up to the last page', async () => {
    const { api, user } = setup((request) => page([entry()], 2, Number(request.query.get('page'))));
    await screen.findByText('Page 1 sur 2');
    expect(api.calls[0]?.query.get('limit')).toBe('50');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Page 2 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });

  it('pages through the list of the typed name, not through the rows it is replacing', async () => {
    // Everyone's messages fill 2 pages; alice's 3 messages fit on one.
    const everyone = [entry({ id: 'b1', username: 'bruno' })];
    const alice = ['a1', 'a2', 'a3'].map((id) => entry({ id, content: `Message ${id}` }));
    const { api, user } = setup((request) => {
      const current = Number(request.query.get('page'));
      if (!request.query.get('username')) return page(everyone, 2, current);
      return page(current === 1 ? alice : [], 1, current);
    });
    const held = holdRequests((url) => url.searchParams.has('username'));
    await screen.findByText('Page 1 sur 2');
    const next = screen.getByRole('button', { name: 'Suivant' });
    const rows = () => screen.getByRole('table').closest('[aria-busy]');

    await user.type(screen.getByLabelText("Nom d'utilisateur"), 'alice');
    // Until alice's list arrives, everyone's page 1 of 2 stays on screen, marked busy.
    expect(rows()).toHaveAttribute('aria-busy', 'true');
    expect(next).toBeDisabled();
    await waitFor(() => expect(held.count()).toBe(1));
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(next);

    held.release();
    expect(await screen.findByText('Message a3')).toBeInTheDocument();
    expect(screen.getByText('Page 1 sur 1')).toBeInTheDocument();
    expect(screen.queryByText('Aucun message enregistré.')).not.toBeInTheDocument();
    expect(rows()).toHaveAttribute('aria-busy', 'false');
    expect(api.callsTo('GET /api/admin/ia-logs').map((call) => call.query.get('page'))).toEqual([
      '1',
      '1',
    ]);
  });

  it('sends the user and day-range filters to the list and to the CSV export', async () => {
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = jest.fn(() => 'blob:logs');
    URL.revokeObjectURL = jest.fn();
    const { api, user } = setup(() => page([entry()]));
    await screen.findByRole('table');
    await user.type(screen.getByLabelText("Nom d'utilisateur"), 'alice');
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-11-21' } });
    await waitFor(() => {
      const query = api.callsTo('GET /api/admin/ia-logs').at(-1)?.query;
      expect(query?.get('username')).toBe('alice');
      expect(query?.get('to')).not.toBeNull();
    });
    const listQuery = api.callsTo('GET /api/admin/ia-logs').at(-1)?.query as URLSearchParams;
    expect(new Date(listQuery.get('from') as string).getTime()).toBe(
      new Date('2026-11-01T00:00:00').getTime(),
    );
    expect(new Date(listQuery.get('to') as string).getTime()).toBe(
      new Date('2026-11-21T23:59:59.999').getTime(),
    );

    await user.click(screen.getByRole('button', { name: 'Exporter CSV' }));
    expect(await screen.findByText('Logs exportés avec succès')).toBeInTheDocument();
    const exportQuery = api.callsTo('GET /api/admin/ia-logs/export')[0]?.query as URLSearchParams;
    expect(Object.fromEntries(exportQuery)).toEqual({
      username: 'alice',
      from: listQuery.get('from'),
      to: listQuery.get('to'),
    });
    expect(saved).toEqual(['ia-logs.csv']);
    click.mockRestore();
  });

  it('reports an inverted date range and does not send it', async () => {
    const { api } = setup(() => page([entry()]));
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-11-21' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-11-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La date de début doit précéder la date de fin.',
    );
    expect(api.callsTo('GET /api/admin/ia-logs').some((call) => call.query.get('to'))).toBe(false);
  });

  it('says "Impossible d\'exporter les logs" when the export fails', async () => {
    installFakeApi({
      'GET /api/admin/ia-logs': () => ({ body: page([entry()]) }),
      'GET /api/admin/ia-logs/export': () => ({ status: 500 }),
    });
    renderAdmin(<IaLogsTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Exporter CSV' }));
    expect(await screen.findByText("Impossible d'exporter les logs")).toBeInTheDocument();
  });
});
