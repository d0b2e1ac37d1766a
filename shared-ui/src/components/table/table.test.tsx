import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { Table, TableWrapper } from './table';

// jsdom lays nothing out: each row is given 200 px of width, the box 390 px.
function widths() {
  const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
  scrollWidth.mockImplementation(function (this: HTMLElement) {
    return this.querySelectorAll('tr').length * 200;
  });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
}

function Rows({ count }: { count: number }) {
  return (
    <TableWrapper label="Abonnements">
      <Table>
        <tbody>
          {Array.from({ length: count }, (_, i) => (
            <tr key={i}>
              <td>{i}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrapper>
  );
}

describe('TableWrapper', () => {
  afterEach(() => jest.restoreAllMocks());

  test('a table that fits is no region and no tab stop', () => {
    widths();
    renderWithProviders(<Rows count={1} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  });

  test('rows that arrive after the first render make it a named, focusable region in that render', () => {
    widths();
    const { rerender } = renderWithProviders(<Rows count={1} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    // No resize observer in jsdom: only the measure after each render can see the new width.
    rerender(<Rows count={3} />);
    const region = screen.getByRole('region', { name: 'Abonnements' });
    expect(region).toHaveAttribute('tabindex', '0');
  });
});
