import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberEntitlementList, PaymentEvent, PaymentEventList } from '@zak/contract';
import { installFakeApi } from 'shared-ui/testing';
import { makeUser } from '../../../lib/testing/fixtures';
import { renderAdmin } from '../../../lib/testing/render';
import { PaymentsTab } from './payments-tab';

function event(overrides: Partial<PaymentEvent> = {}): PaymentEvent {
  return {
    id: 'e1',
    provider: 'stripe',
    type: 'checkout.session.completed',
    occurredAt: '2026-11-21T09:15:00.000Z',
    receivedAt: '2026-11-21T09:15:02.000Z',
    result: 'applied',
    effect: 'grant',
    userId: 'u1',
    username: 'alice',
    matchedBy: 'reference',
    email: 'alice@example.com',
    externalRef: 'sub_1',
    periodEnd: '2026-12-22T09:15:00.000Z',
    amountCents: 499,
    currency: 'eur',
    ...overrides,
  };
}

const page = <T,>(items: T[]) => ({
  totalCount: items.length,
  currentPage: 1,
  totalPages: 1,
  items,
});

function setup() {
  const unmatched = event({
    id: 'e2',
    provider: 'generic',
    type: 'grant',
    result: 'unmatched',
    userId: null,
    username: null,
    matchedBy: null,
    email: 'payer@example.com',
  });
  const api = installFakeApi({
    'GET /api/admin/payments/events': (request): { body: PaymentEventList } => {
      const events = request.query.get('result') === 'unmatched' ? [unmatched] : [event()];
      const { items, ...paging } = page(events);
      return { body: { ...paging, events: items } };
    },
    'GET /api/admin/payments/entitlements': (): { body: MemberEntitlementList } => ({
      body: {
        totalCount: 1,
        currentPage: 1,
        totalPages: 1,
        entitlements: [
          {
            userId: 'u1',
            username: 'alice',
            source: 'stripe',
            status: 'active',
            effective: true,
            externalRef: 'sub_1',
            periodEnd: '2026-12-22T09:15:00.000Z',
            renewing: true,
            endedAt: null,
            lastEventAt: '2026-11-21T09:15:00.000Z',
            updatedAt: '2026-11-21T09:15:02.000Z',
          },
        ],
      },
    }),
    'GET /api/admin/users': () => ({
      body: {
        users: [makeUser({ id: 'u9', username: 'Bob' })],
        totalCount: 1,
        currentPage: 1,
        totalPages: 1,
      },
    }),
    'POST /api/admin/payments/events/:id/attach': () => ({ body: { message: 'ok' } }),
  });
  renderAdmin(<PaymentsTab />);
  return { api, user: userEvent.setup() };
}

describe('Abonnements tab', () => {
  it("lists the latest payments with their result, and each member's access by source", async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Abonnements' }),
    ).toBeInTheDocument();
    const events = await screen.findByRole('table', {
      name: 'Événements des boutiques, les plus récents en premier',
    });
    const row = within(events).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('Stripe')).toBeInTheDocument();
    expect(within(row).getByText('Appliqué')).toBeInTheDocument();
    expect(within(row).getByText('alice')).toBeInTheDocument();
    expect(within(row).getByText('4,99 €')).toBeInTheDocument();
    const access = screen.getByRole('table', { name: 'Accès IA de chaque membre, par source' });
    expect(within(access).getByText('Actif')).toBeInTheDocument();
  });

  it('attaches an unmatched payment to the member named by the administrator', async () => {
    const { api, user } = setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Attribuer le paiement de payer@example.com à un membre',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText("Nom d'utilisateur du membre"), 'bob');
    await user.click(within(dialog).getByRole('button', { name: 'Attribuer' }));
    expect(await screen.findByText('Paiement attribué à bob.')).toBeInTheDocument();
    const attach = api.calls.find((c) => c.pathname.endsWith('/attach'));
    expect(attach?.pathname).toBe('/api/admin/payments/events/e2/attach');
    expect(attach?.body).toEqual({ userId: 'u9' });
  });

  it('says so when no member has that username, and attaches nothing', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: /Attribuer le paiement/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText("Nom d'utilisateur du membre"), 'nobody');
    await user.click(within(dialog).getByRole('button', { name: 'Attribuer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Aucun membre ne porte ce nom d'utilisateur.",
    );
    expect(api.calls.some((c) => c.pathname.endsWith('/attach'))).toBe(false);
  });
});
