// The toast viewport itself: react-toastify's container with the toast rules (toast-rules.ts: 3
// at once, 4 s, removed 1 s after dismissal, 50 px swipe, F8). Loaded by <Toaster /> when the
// first toast is requested (toast-bus.ts).
import { useEffect, useRef } from 'react';
import { ToastContainer, cssTransition, toast, type CloseButtonProps } from 'react-toastify';
import styled from 'styled-components';
import { useSharedT } from '../i18n/shared-dictionary';
import { TOAST_CLEARANCE_VAR, keepClearOfToasts } from './keep-clear';
import { setToastify } from './toast-bus';
import { TOAST_RULES } from './toast-rules';

// Exit animation 700 ms + collapse 300 ms = removed from the DOM 1 s after dismissal.
const Slide = cssTransition({
  enter: 'Toastify--animate Toastify__slide-enter',
  exit: 'Toastify--animate Toastify__slide-exit',
  appendPosition: true,
  collapseDuration: 300,
});

const Close = styled.button`
  flex: none;
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  min-height: 32px;
  margin: -${({ theme }) => theme.space.xxs} -${({ theme }) => theme.space.xxs} 0 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font-size: 20px;
  line-height: 1;
  opacity: 0.8;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    opacity: 1;
  }
`;

/** react-toastify's own close button is named "close" in every language. */
function CloseButton({
  closeToast,
  label,
}: Pick<CloseButtonProps, 'closeToast'> & { label: string }) {
  return (
    <Close
      type="button"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <span aria-hidden="true">×</span>
    </Close>
  );
}

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
  /*
   * A screen keeps the toasts clear of what sits at the bottom of the viewport (the chat's
   * composer) by setting --toast-clearance (px from the viewport's bottom edge) on <html>.
   */
  .Toastify__toast-container--bottom-right {
    bottom: calc(var(--toastify-toast-bottom) + var(${TOAST_CLEARANCE_VAR}, 0px));
  }
  /*
   * A phone: the toasts take the screen's width between its safe areas, never more (react-toastify
   * gives the container 100vw from a left inset, and a toast its fixed width until its own rule
   * applies), so the right edge and the close button stay on the screen.
   */
  @media only screen and (max-width: 480px) {
    .Toastify__toast-container--bottom-right {
      bottom: calc(env(safe-area-inset-bottom) + var(${TOAST_CLEARANCE_VAR}, 0px));
    }
    .Toastify__toast-container {
      left: env(safe-area-inset-left, 0px);
      right: env(safe-area-inset-right, 0px);
      width: auto;
      max-width: 100%;
    }
    .Toastify__toast {
      width: 100%;
      max-width: 100%;
      min-width: 0;
    }
  }
  .Toastify--animate.Toastify__slide-exit--bottom-right {
    animation-duration: 700ms;
  }
`;

export default function ToastViewport() {
  const t = useSharedT();
  // A new toast does not cover the control the visitor just used: once it is laid out (next
  // frame), the page scrolls that control above the toasts if they overlap. Subscribed before the
  // waiting toasts are emitted (next effect): the first toast of a page is one of them.
  const region = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      toast.onChange((item) => {
        if (item.status !== 'added') return;
        window.requestAnimationFrame(() => {
          const toasts = region.current?.querySelector('.Toastify__toast-container');
          if (toasts) keepClearOfToasts(toasts);
        });
      }),
    [],
  );
  // The container's own effects run first (children before parents): it is listening by the
  // time the waiting toasts are emitted.
  useEffect(() => {
    setToastify({ toast });
    return () => setToastify(null);
  }, []);
  return (
    <Region ref={region}>
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
        closeButton={({ closeToast }) => <CloseButton closeToast={closeToast} label={t.close} />}
        aria-label={t.notifications}
      />
    </Region>
  );
}
