import { Button, errorMessage, toast } from 'shared-ui';
import { useLogWrites } from '../api/daily-log';
import { useProgressT } from '../i18n';

/** Deletes one entry of a log after a confirmation (the API answers 404 for anything not the member's). */
export function DeleteEntryButton({
  path,
  id,
  label,
}: {
  path: 'weights' | 'measurements' | 'checkins';
  id: string;
  /** Names the entry for screen readers ("Supprimer le bilan du 23 nov. 2026"). */
  label: string;
}) {
  const t = useProgressT();
  const { remove } = useLogWrites(path);
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={label}
      disabled={remove.isPending}
      onClick={() => {
        if (!window.confirm(t.confirmRemove)) return;
        remove.mutate(id, {
          onSuccess: () => toast.success(t.deleted),
          onError: (err) => toast.error(t.errorTitle, errorMessage(err, t.saveError)),
        });
      }}
    >
      {t.weight.remove}
    </Button>
  );
}
