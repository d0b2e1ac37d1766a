import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { toast } from './toast';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('toasts', () => {
  test('the toast viewport (and react-toastify) loads with the first toast, not with the page', async () => {
    renderWithProviders(<div />);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).toBeNull();
    act(() => {
      toast.info('Premier message');
    });
    expect(await screen.findByText('Premier message')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(
      screen.getByRole('status'),
    );
  });

  test('show title and description; destructive ones are alerts, others status messages', async () => {
    renderWithProviders(<div />);
    act(() => {
      toast.error('Erreur', 'Impossible de supprimer la conversation.');
      toast.success('Succès', 'Utilisateur modifié avec succès');
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur');
    expect(alert).toHaveTextContent('Impossible de supprimer la conversation.');
    expect(await screen.findByText('Utilisateur modifié avec succès')).toBeInTheDocument();
  });

  test('at most 3 are shown at once, the newest first', async () => {
    renderWithProviders(<div />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast.info(`Message ${n}`);
    });
    await screen.findByText('Message 3');
    const shown = screen.getAllByText(/^Message \d$/).map((el) => el.textContent);
    expect(shown).toEqual(['Message 3', 'Message 2', 'Message 1']);
  });

  test('an action button runs its callback and closes the toast; F8 focuses the toast region', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithProviders(<div />);
    act(() => {
      toast.show({ title: 'Conversation supprimée', action: { label: 'Annuler', onClick } });
    });
    await screen.findByText('Conversation supprimée');
    fireEvent.keyDown(document, { key: 'F8' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(
      screen.getByRole('status'),
    );
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('the close button', () => {
  test("is named in the screen's language and closes its toast", async () => {
    const user = userEvent.setup();
    renderWithProviders(<div />, { lang: 'en' });
    act(() => {
      toast.success('Saved');
    });
    await screen.findByText('Saved');
    const shown = screen.getByRole('status');
    expect(shown).toHaveAttribute('data-in', 'true');
    await user.click(within(shown).getByRole('button', { name: 'Close' }));
    // Leaving: its exit animation (which jsdom never ends) then removes it.
    await waitFor(() => expect(shown).toHaveAttribute('data-in', 'false'));
  });

  test('is "Fermer" in French', async () => {
    renderWithProviders(<div />, { lang: 'fr' });
    act(() => {
      toast.info('Enregistré');
    });
    await screen.findByText('Enregistré');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
