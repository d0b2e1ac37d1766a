import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { Button } from '../button';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Modifier</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Modifier l'utilisateur">
        <label>
          Nom
          <input />
        </label>
        <Button>Sauvegarder</Button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  test('is a labelled dialog that takes focus, traps Tab, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Modifier' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: "Modifier l'utilisateur" });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Fermer' });
    expect(close).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sauvegarder' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Sauvegarder' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  test('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    await user.click(screen.getByRole('textbox', { name: 'Nom' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('speaks English when the site does', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
