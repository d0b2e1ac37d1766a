import type { AdminUser } from '@zak/contract';
import { useT } from '../../../i18n';
import { refusedField } from '../../../lib/field-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';
import { useUpdateUserStatus } from '../api/update-user-status';
import { expiryFromDay } from '../lib/expiry';

/** The row actions of the users table, each with the spec's confirmation and toasts. */
export function useUserActions() {
  const t = useT();
  const updateStatus = useUpdateUserStatus();
  const update = useUpdateUser();
  const remove = useDeleteUser();

  function toggleActive(user: AdminUser) {
    const isActive = !user.isActive;
    updateStatus.mutate(
      { id: user.id, isActive },
      {
        onSuccess: () =>
          notifySuccess(
            t.common.success,
            isActive ? t.toasts.userActivated : t.toasts.userDeactivated,
          ),
        onError: () => notifyError(t.common.error, t.toasts.statusFailed),
      },
    );
  }

  function toggleIaAccess(user: AdminUser) {
    const hasIAAccess = !user.hasIAAccess;
    update.mutate(
      { id: user.id, changes: { hasIAAccess } },
      {
        onSuccess: () =>
          notifySuccess(t.common.success, hasIAAccess ? t.toasts.iaGranted : t.toasts.iaRevoked),
        onError: () => notifyError(t.common.error, t.toasts.userUpdateFailed),
      },
    );
  }

  /** `onRefused` gets the server's message when the API refuses the date itself. */
  function setExpiry(user: AdminUser, day: string, onRefused: (message: string) => void) {
    update.mutate(
      { id: user.id, changes: { expiresAt: expiryFromDay(day) } },
      {
        onSuccess: () => notifySuccess(t.common.success, t.toasts.expiryUpdated),
        onError: (error) => {
          const refused = refusedField(error);
          if (refused?.field === 'expiresAt') onRefused(refused.message);
          else notifyError(t.common.error, t.toasts.userUpdateFailed);
        },
      },
    );
  }

  function deleteUser(user: AdminUser) {
    if (!window.confirm(t.users.confirmDelete(user.username))) return;
    remove.mutate(user.id, {
      onSuccess: () => notifySuccess(t.common.success, t.toasts.userDeleted),
      onError: () => notifyError(t.common.error, t.toasts.deleteFailed),
    });
  }

  return { toggleActive, toggleIaAccess, setExpiry, deleteUser };
}
