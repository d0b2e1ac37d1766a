import styled from 'styled-components';
import { useSharedT } from '../../i18n/shared-dictionary';
import { Button } from '../button';

const Nav = styled.nav<{ $align: 'center' | 'start' }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $align }) => ($align === 'start' ? 'flex-start' : 'center')};
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
`;

export interface PaginationProps {
  /** 1-based current page (kept inside 1..totalPages). */
  page: number;
  /** Total pages; omit when the list is unbounded: Next stays enabled and no "Page X sur Y". */
  totalPages?: number;
  onPageChange: (page: number) => void;
  /** Names the list the pager moves through ("Pagination – <label>" for screen readers). */
  label?: string;
  /** Disable both buttons (e.g. while the rows on screen belong to filters being replaced). */
  disabled?: boolean;
  /** Under a table flush left (`start`), or centred under cards (default). */
  align?: 'center' | 'start';
}

/** "Précédent / Page X sur Y / Suivant". Previous is disabled on page 1, Next on the last page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label,
  disabled,
  align = 'center',
}: PaginationProps) {
  const t = useSharedT();
  const lastPage = totalPages === undefined ? Infinity : Math.max(1, Math.floor(totalPages));
  const current = Number.isFinite(page) ? Math.min(Math.max(1, Math.floor(page)), lastPage) : 1;
  return (
    <Nav aria-label={label ? `${t.pagination} – ${label}` : t.pagination} $align={align}>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || current <= 1}
        onClick={() => onPageChange(current - 1)}
      >
        {t.previous}
      </Button>
      {Number.isFinite(lastPage) ? (
        <span aria-live="polite">{t.page(current, lastPage)}</span>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || current >= lastPage}
        onClick={() => onPageChange(current + 1)}
      >
        {t.next}
      </Button>
    </Nav>
  );
}
