import { useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { useSharedT } from '../../i18n/shared-dictionary';
import { useDialog } from '../modal/use-dialog';

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

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
  width: min(320px, 85vw);
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
  animation: ${slideIn} 200ms ease-out;
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

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  children: ReactNode;
  /** The panel's id (the opener's aria-controls); the overlay's test id is `<id>-overlay`. */
  id?: string;
  /** Accessible name of the close button (default "Fermer" / "Close"). */
  closeLabel?: string;
}

/**
 * A panel that slides in from the right over a dimmed page (the public header's mobile menu): a
 * modal dialog like `Modal` (focus trap, Escape, scroll lock, focus restored to the opener) that
 * also closes on an overlay click.
 */
export function Sheet({ open, onClose, label, children, id, closeLabel }: SheetProps) {
  const t = useSharedT();
  const panelRef = useRef<HTMLDivElement>(null);
  useDialog(open, panelRef, onClose);

  if (!open) return null;
  // At the body level: a fixed ancestor with a backdrop-filter (the header) would otherwise become
  // the containing block of these fixed layers and clip them.
  return createPortal(
    <Overlay
      data-testid={id ? `${id}-overlay` : 'sheet-overlay'}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        <Close type="button" aria-label={closeLabel ?? t.close} onClick={onClose}>
          ×
        </Close>
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}
