import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { Pagination } from './pagination';

function Harness({ start, totalPages }: { start: number; totalPages?: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Liste" />;
}

describe('Pagination', () => {
  test('disables Précédent on page 1 and Suivant on the last page, and names its list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness start={1} totalPages={2} />);
    expect(screen.getByRole('navigation', { name: 'Pagination – Liste' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeEnabled();
  });

  test('shows "Page 1 sur 1" for an empty list and keeps a page past the end on the last one', () => {
    const { unmount } = renderWithProviders(<Harness start={1} totalPages={0} />);
    expect(screen.getByText('Page 1 sur 1')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Harness start={9} totalPages={3} />);
    expect(screen.getByText('Page 3 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });

  test('leaves Suivant enabled on an unbounded list', () => {
    renderWithProviders(<Harness start={4} />);
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeEnabled();
    expect(screen.queryByText(/^Page /)).not.toBeInTheDocument();
  });
});
