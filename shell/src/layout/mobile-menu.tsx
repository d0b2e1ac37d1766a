import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useScrollLock } from 'shared-ui';
import { useT } from '../i18n';
import { NavItems } from './nav-items';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.color.overlay};
`;
const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  width: min(320px, 85vw);
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  animation: zc-slide-in 200ms ease-out;
  @keyframes zc-slide-in {
    from {
      transform: translateX(100%);
    }
    to {
      transform: none;
    }
  }
`;
const Close = styled.button`
  align-self: flex-end;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: 1.75rem;
  cursor: pointer;
`;

/** Slide-in menu: locks page scroll, closes on Escape, overlay click, route change and item pick. */
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
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  // Rendered at the body level: the fixed header's backdrop-filter would otherwise become the
  // containing block of these fixed layers and clip them to the header's 64 px.
  return createPortal(
    <>
      <Overlay data-testid="mobile-menu-overlay" aria-hidden="true" onClick={onClose} />
      <Panel ref={panel} id="mobile-menu" role="dialog" aria-modal="true" aria-label={title}>
        <Close type="button" aria-label={t.nav.closeMenu} onClick={onClose}>
          ×
        </Close>
        <nav aria-label={t.nav.label}>
          <MenuList>
            <NavItems onPick={onClose} />
          </MenuList>
        </nav>
      </Panel>
    </>,
    document.body,
  );
}

const MenuList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
