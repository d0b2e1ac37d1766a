import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { Button } from '../button';
import { Sheet } from './sheet';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Menu</Button>
      <Sheet open={open} onClose={() => setOpen(false)} label="Menu du site" id="site-menu">
        <a href="/contact">Contact</a>
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  test('is a named modal dialog that locks scroll, traps Tab, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Menu' });
    await user.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'Menu du site' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveAttribute('id', 'site-menu');
    expect(document.body).toHaveClass('zc-scroll-locked');
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('zc-scroll-locked');
    expect(opener).toHaveFocus();
  });

  test('closes on an overlay click but not on a click inside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('site-menu-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
