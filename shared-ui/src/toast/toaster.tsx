import { ToastContainer, cssTransition } from 'react-toastify';
import styled from 'styled-components';
import { useSharedT } from '../i18n/shared-dictionary';

/** Spec section 9: 3 at once, 4000 ms, removed 1000 ms after dismissal, 50 px swipe, F8. */
export const TOAST_RULES = {
  limit: 3,
  autoCloseMs: 4000,
  removeDelayMs: 1000,
  swipePx: 50,
  /** Width of a toast (px): the swipe threshold is given to react-toastify as a percentage of it. */
  widthPx: 356,
} as const;

// Exit animation 700 ms + collapse 300 ms = removed from the DOM 1 s after dismissal.
const Slide = cssTransition({
  enter: 'Toastify--animate Toastify__slide-enter',
  exit: 'Toastify--animate Toastify__slide-exit',
  appendPosition: true,
  collapseDuration: 300,
});

const Region = styled.div`
  --toastify-toast-width: ${TOAST_RULES.widthPx}px;
  --toastify-font-family: ${({ theme }) => theme.font.body};
  --toastify-color-dark: ${({ theme }) => theme.color.surfaceRaised};
  --toastify-color-success: ${({ theme }) => theme.color.success};
  --toastify-color-error: ${({ theme }) => theme.color.dangerSolid};
  --toastify-text-color-dark: ${({ theme }) => theme.color.text};
  .Toastify__toast--error {
    background: ${({ theme }) => theme.color.dangerSolid};
    color: #ffffff;
  }
  .Toastify__toast {
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  .Toastify--animate.Toastify__slide-exit--bottom-right {
    animation-duration: 700ms;
  }
`;

/** The suite's single toast viewport (rendered once, by the shell). */
export function Toaster() {
  const t = useSharedT();
  return (
    <Region>
      <ToastContainer
        position="bottom-right"
        limit={TOAST_RULES.limit}
        newestOnTop
        autoClose={TOAST_RULES.autoCloseMs}
        draggable
        draggableDirection="x"
        draggablePercent={Math.ceil((TOAST_RULES.swipePx / TOAST_RULES.widthPx) * 100)}
        closeOnClick={false}
        pauseOnHover
        pauseOnFocusLoss={false}
        hideProgressBar
        theme="dark"
        transition={Slide}
        hotKeys={(e) => e.key === 'F8'}
        aria-label={t.notifications}
      />
    </Region>
  );
}
