/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReminderSetting } from '@zak/contract';
import { installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { RemindersSection } from './reminders-section';

jest.setTimeout(30_000);

const LIST: ReminderSetting[] = [
  {
    kind: 'checkin',
    enabled: true,
    weekday: 0,
    time: '18:00',
    days: null,
    timeZone: 'America/New_York',
    nextDueAt: '2026-11-29T23:00:00.000Z',
  },
  {
    kind: 'training',
    enabled: false,
    weekday: null,
    time: '08:00',
    days: null,
    timeZone: 'Europe/Paris',
    nextDueAt: null,
  },
  {
    kind: 'access-ending',
    enabled: false,
    weekday: null,
    time: null,
    days: null,
    timeZone: 'Europe/Paris',
    nextDueAt: null,
  },
  {
    kind: 'coach-reply',
    enabled: true,
    weekday: null,
    time: null,
    days: null,
    timeZone: 'Europe/Paris',
    nextDueAt: null,
  },
];

function fake() {
  return installFakeApi({
    'GET /api/account/reminders': () => ({ body: { reminders: LIST } }),
    'PUT /api/account/reminders/:kind': (req) => {
      const body = req.body as Partial<ReminderSetting>;
      const current = LIST.find((r) => r.kind === req.params.kind)!;
      return {
        body: { ...current, ...body, nextDueAt: body.enabled ? '2026-11-28T07:30:00.000Z' : null },
      };
    },
  });
}

describe('the reminders on the account page', () => {
  it('lists each kind with its switch; the next one in the member’s zone; a switch saves at once, with the day, time and zone', async () => {
    const { calls } = fake();
    const user = userEvent.setup();
    renderWithProviders(<RemindersSection />, { lang: 'fr' });
    expect(await screen.findByRole('switch', { name: 'Bilan de la semaine' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('switch', { name: 'Jours d’entraînement' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByRole('switch', { name: 'Réponses du coach' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Sunday 18:00 in New York, as the member chose it.
    expect(screen.getByText(/Prochain rappel : dimanche 29 novembre 2026 à 18:00/)).toBeVisible();
    const training = screen.getByRole('form', { name: 'Jours d’entraînement' });
    await user.clear(within(training).getByLabelText('Heure'));
    await user.type(within(training).getByLabelText('Heure'), '07:30');
    await user.click(within(training).getByRole('switch', { name: 'Jours d’entraînement' }));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.pathname).toBe('/api/account/reminders/training');
    expect(put?.body).toEqual({
      enabled: true,
      time: '07:30',
      days: null,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(
      await within(training).findByRole('switch', { name: 'Jours d’entraînement' }),
    ).toHaveAttribute('aria-checked', 'true');
    // Access ending takes no day nor time: a switch only.
    const ending = screen.getByRole('form', { name: 'Fin d’accès' });
    expect(within(ending).queryByLabelText('Heure')).toBeNull();
  });

  it('sends the training days ticked (Monday first on screen), and none again as the routine’s rhythm', async () => {
    const { calls } = fake();
    const user = userEvent.setup();
    renderWithProviders(<RemindersSection />, { lang: 'fr' });
    const training = await screen.findByRole('form', { name: 'Jours d’entraînement' });
    const group = within(training).getByRole('group', { name: 'Mes jours d’entraînement' });
    expect(group).toHaveAccessibleDescription(
      'Aucun jour coché : selon le rythme de ton programme.',
    );
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Lundi',
      'Mardi',
      'Mercredi',
      'Jeudi',
      'Vendredi',
      'Samedi',
      'Dimanche',
    ]);
    await user.click(within(group).getByRole('checkbox', { name: 'Samedi' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Lundi' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Jeudi' }));
    await user.click(within(training).getByRole('button', { name: 'Enregistrer' }));
    const puts = () => calls.filter((c) => c.method === 'PUT');
    expect(puts().at(-1)?.body).toMatchObject({ enabled: false, days: [1, 4, 6] });
    for (const day of ['Samedi', 'Lundi', 'Jeudi']) {
      await user.click(within(group).getByRole('checkbox', { name: day }));
    }
    await user.click(within(training).getByRole('button', { name: 'Enregistrer' }));
    expect(puts()).toHaveLength(2);
    expect(puts().at(-1)?.body).toMatchObject({ days: null });
  });

  it('speaks English', async () => {
    fake();
    renderWithProviders(<RemindersSection />, { lang: 'en' });
    expect(await screen.findByRole('switch', { name: 'Weekly check-in' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Reminders' })).toBeVisible();
    expect(screen.getByLabelText('Day')).toHaveValue('0');
    expect(screen.getByText(/Next reminder: Sunday, 29 November 2026 at 18:00/)).toBeVisible();
    expect(screen.getByRole('group', { name: 'My training days' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
  });
});
