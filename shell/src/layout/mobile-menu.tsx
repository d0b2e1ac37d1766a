import styled from 'styled-components';
import { Sheet } from 'shared-ui';
import { useT } from '../i18n';
import { NavItems } from './nav-items';

const MenuList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The slide-in menu (the shared Sheet): locks page scroll, traps focus, closes on Escape, overlay
 * click and item pick, and the header closes it on a route change.
 */
export function MobileMenu({
  open,
  onClose,
  title,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
}) {
  const t = useT();
  return (
    <Sheet
      open={open}
      onClose={onClose}
      label={title}
      id="mobile-menu"
      closeLabel={t.nav.closeMenu}
    >
      <nav aria-label={t.nav.label}>
        <MenuList>
          <NavItems onPick={onClose} />
        </MenuList>
      </nav>
    </Sheet>
  );
}
