import { toast } from 'shared-ui';

/** Green "Succès" toast (the shell's single toast container shows and announces it). */
export function notifySuccess(title: string, description: string): void {
  toast.success({ title, description });
}

/** Red "Erreur" toast; the server's body is not shown to the administrator. */
export function notifyError(title: string, description: string): void {
  toast.error({ title, description });
}
