import { useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useSharedT } from '../../i18n/shared-dictionary';
import { useDialog } from './use-dialog';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: ${({ theme }) => theme.color.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
`;
const Panel = styled.div<{ $width: string }>`
  width: 100%;
  max-width: ${({ $width }) => $width};
  max-height: calc(100vh - 2rem);
  overflow: auto;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  padding: ${({ theme }) => theme.space.lg};
`;
const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;
const Close = styled.button`
  background: transparent;
  border: 0;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  width: 44px;
  height: 44px;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.md};
`;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Dialog title (its accessible name). */
  title: ReactNode;
  children: ReactNode;
  /** Optional description, linked with aria-describedby. */
  description?: ReactNode;
  maxWidth?: string;
  /** Close when the backdrop is clicked (default true). */
  closeOnOverlay?: boolean;
  /** What takes focus on open (a form's first field); default the first focusable (Fermer). */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Modal dialog: rendered in a portal, traps Tab focus, closes on Escape (and backdrop click),
 * locks page scroll and gives focus back to the element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  maxWidth = '560px',
  closeOnOverlay = true,
  initialFocus,
}: ModalProps) {
  const t = useSharedT();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descId = useId();
  useDialog(open, panelRef, onClose, initialFocus);

  if (!open) return null;
  return createPortal(
    // The backdrop click is a mouse convenience; keyboard users close with Escape or the button.
    <Overlay
      data-testid="modal-overlay"
      onMouseDown={(e) => {
        if (closeOnOverlay && e.target === e.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
        $width={maxWidth}
      >
        <Head>
          <h2 id={titleId}>{title}</h2>
          <Close type="button" aria-label={t.close} onClick={onClose}>
            ×
          </Close>
        </Head>
        {description ? <p id={descId}>{description}</p> : null}
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}

/** Alias: `<Dialog>` reads better for confirmations. */
export const Dialog = Modal;
