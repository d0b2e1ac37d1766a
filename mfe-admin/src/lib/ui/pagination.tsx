import styled from 'styled-components';
import { useAdminTexts } from '../../i18n';
import { interpolate } from '../format';
import { pagingState } from '../paging';
import { Button } from './primitives';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the list the pager moves through, for screen readers. */
  label: string;
  /** Both buttons off, e.g. while the rows on screen belong to filters that are being replaced. */
  disabled?: boolean;
}

/** Précédent / "Page X sur Y" / Suivant, bounded by the first and last page. */
export function Pagination({ page, totalPages, onPageChange, label, disabled }: PaginationProps) {
  const { t } = useAdminTexts();
  const { current, last, hasPrevious, hasNext } = pagingState(page, totalPages);
  return (
    <Nav aria-label={`${t.common.pagination} – ${label}`}>
      <Button
        type="button"
        disabled={disabled || !hasPrevious}
        onClick={() => onPageChange(current - 1)}
      >
        {t.common.previous}
      </Button>
      <span aria-live="polite">{interpolate(t.common.page, { page: current, total: last })}</span>
      <Button
        type="button"
        disabled={disabled || !hasNext}
        onClick={() => onPageChange(current + 1)}
      >
        {t.common.next}
      </Button>
    </Nav>
  );
}
