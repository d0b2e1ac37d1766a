// Toasts of the suite (bottom-right; default, destructive and success variants): react-toastify
// under one container owned by the shell.
// Remotes call `toast.success/error/info(...)`; react-toastify is a shared singleton, so the call
// reaches the shell's container, which loads with the first toast (toast-bus.ts).
import type { ReactNode } from 'react';
import type { Id } from 'react-toastify';
import styled from 'styled-components';
import { currentToastify, hasPendingToasts, withToastify } from './toast-bus';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  /** Optional action button inside the toast. */
  action?: { label: string; onClick: () => void };
  /** Milliseconds before auto-dismiss (default 4000). */
  duration?: number;
}

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;
const Description = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Action = styled.button`
  margin-top: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid currentColor;
  background: transparent;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  cursor: pointer;
`;

function ToastBody({ title, description, action, close }: ToastInput & { close: () => void }) {
  return (
    <div>
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? (
        <Action
          type="button"
          onClick={() => {
            action.onClick();
            close();
          }}
        >
          {action.label}
        </Action>
      ) : null}
    </div>
  );
}

const TYPE_OF: Record<ToastVariant, 'default' | 'error' | 'success'> = {
  default: 'default',
  destructive: 'error',
  success: 'success',
};

function normalise(input: ToastInput | string, description?: ReactNode): ToastInput {
  return typeof input === 'string' ? { title: input, description } : input;
}

let lastId = 0;

function show(variant: ToastVariant, input: ToastInput): Id {
  // The id is ours, so it can be returned before the viewport has loaded.
  lastId += 1;
  const toastId = `zak-toast-${lastId}`;
  withToastify(({ toast: toastify }) => {
    toastify(({ closeToast }) => <ToastBody {...input} close={closeToast} />, {
      toastId,
      type: TYPE_OF[variant],
      autoClose: input.duration ?? 4000,
      // Destructive toasts interrupt screen readers; others wait.
      role: variant === 'destructive' ? 'alert' : 'status',
    });
  });
  return toastId;
}

function dismiss(id?: Id): void {
  const api = currentToastify();
  if (api) api.toast.dismiss(id);
  // Toasts still waiting for the viewport are dismissed as soon as they are shown.
  else if (hasPendingToasts()) withToastify(({ toast: toastify }) => toastify.dismiss(id));
}

/**
 * `toast.success('Succès', 'Utilisateur modifié avec succès')` or
 * `toast.error({ title: 'Erreur', description: '...', action: { label, onClick } })`.
 */
export const toast = {
  show: (input: ToastInput | string, description?: ReactNode) =>
    show('default', normalise(input, description)),
  info: (input: ToastInput | string, description?: ReactNode) =>
    show('default', normalise(input, description)),
  success: (input: ToastInput | string, description?: ReactNode) =>
    show('success', normalise(input, description)),
  error: (input: ToastInput | string, description?: ReactNode) =>
    show('destructive', normalise(input, description)),
  destructive: (input: ToastInput | string, description?: ReactNode) =>
    show('destructive', normalise(input, description)),
  dismiss,
};
