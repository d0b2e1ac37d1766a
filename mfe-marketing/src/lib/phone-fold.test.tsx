/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { PhoneFold } from './phone-fold';
import { phone } from './testing/phone';

afterEach(() => phone(false));

const block = (
  <PhoneFold title="Rappels" ownTitle>
    <section aria-labelledby="t">
      <h3 id="t">Rappels</h3>
      <label>
        Bilan de la semaine <input type="checkbox" />
      </label>
    </section>
  </PhoneFold>
);

describe('a settings block on a phone', () => {
  it('is folded behind its title, opened by its title, its heading still named', async () => {
    phone(true);
    renderWithProviders(block);
    const box = screen.getByRole('checkbox', { name: 'Bilan de la semaine' });
    expect(box).not.toBeVisible();
    const title = screen.getByText('Rappels', { selector: 'summary' });
    await userEvent.click(title);
    expect(box).toBeVisible();
    expect(screen.getByRole('region', { name: 'Rappels' })).toBeInTheDocument();
  });

  it('is shown as it is on a wider screen, with no fold', () => {
    renderWithProviders(block);
    expect(screen.getByRole('checkbox', { name: 'Bilan de la semaine' })).toBeVisible();
    expect(screen.queryByText('Rappels', { selector: 'summary' })).toBeNull();
  });
});
