/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WeightPoint } from '@zak/contract';
import { installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { WeightHistory } from './weight-history';
import { phone } from '../../../lib/testing/phone';

const entries: WeightPoint[] = [
  { id: 'w1', date: '2026-11-22', weightKg: 82.9, average7: 82.9 },
  { id: 'w2', date: '2026-11-23', weightKg: 82.4, average7: 82.65 },
];

afterEach(() => phone(false));

describe('the weigh-in history', () => {
  it('on a phone: a compact list, newest first, the date on its own line, value, change, a named actions menu per row', async () => {
    phone(true);
    installFakeApi({});
    renderWithProviders(<WeightHistory entries={entries} units="metric" />, { lang: 'fr' });
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Historique des pesées' });
    const [newest, oldest] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('23 nov. 2026');
    expect(newest).toHaveTextContent('82,4 kg');
    expect(newest).toHaveTextContent('Écart -0,5 kg');
    expect(newest).toHaveTextContent('Moyenne sur 7 jours : 82,7 kg');
    expect(oldest).toHaveTextContent('Écart —');

    // The menu by keyboard: Tab to it, Enter opens it, its buttons named for the day; Escape closes it.
    const menu = within(newest!).getByRole('button', { name: 'Actions : 23 nov. 2026' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(newest!).queryByRole('button', { name: 'Modifier la pesée du 23 nov. 2026' }),
    ).toBeNull();
    await userEvent.tab();
    expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(
      within(newest!).getByRole('button', { name: 'Modifier la pesée du 23 nov. 2026' }),
    ).toHaveFocus();
    expect(
      within(newest!).getByRole('button', { name: 'Supprimer la pesée du 23 nov. 2026' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    // Editing keeps the field and its buttons in the row.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(
      within(newest!).getByRole('button', { name: 'Modifier la pesée du 23 nov. 2026' }),
    );
    expect(within(newest!).getByLabelText('Modifier la pesée du 23 nov. 2026')).toHaveValue('82,4');
    expect(within(newest!).getByRole('button', { name: 'Annuler' })).toBeVisible();
  });

  it('from 768 px: a table with the same data, in English too', () => {
    installFakeApi({});
    renderWithProviders(<WeightHistory entries={entries} units="metric" />, { lang: 'en' });
    const table = screen.getByRole('table', { name: 'Weigh-in history' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(/Date.*Body weight.*Change.*7-day average/);
    expect(rows[1]).toHaveTextContent(/23 Nov 2026.*82\.4 kg.*-0\.5 kg.*82\.7 kg/);
    expect(
      within(rows[1]!).getByRole('button', { name: 'Edit the weigh-in of 23 Nov 2026' }),
    ).toBeVisible();
  });
});
