import styled from 'styled-components';
import { useSharedT } from '../../i18n/shared-dictionary';
import { Button } from '../button';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
`;

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  /** Total pages; omit when the list is unbounded (AI logs, admin logs): Next stays enabled. */
  totalPages?: number;
  onPageChange: (page: number) => void;
  /** Disable both buttons (e.g. while fetching). */
  disabled?: boolean;
}

/** "Précédent / Page X sur Y / Suivant". Previous is disabled on page 1, Next on the last page. */
export function Pagination({ page, totalPages, onPageChange, disabled }: PaginationProps) {
  const t = useSharedT();
  const lastPage = totalPages === undefined ? Infinity : Math.max(totalPages, 1);
  return (
    <Nav aria-label={t.pagination}>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t.previous}
      </Button>
      {totalPages !== undefined ? (
        <span aria-live="polite">{t.page(page, Math.max(totalPages, 1))}</span>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        {t.next}
      </Button>
    </Nav>
  );
}
