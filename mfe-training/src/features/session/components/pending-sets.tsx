import { memo } from 'react';
import { usePendingSets } from '../../../lib/outbox';
import { useT } from '../../../i18n';

/** "2 séries en attente d'envoi": what the outbox still holds (only this line re-renders). */
export const PendingSets = memo(function PendingSets() {
  const t = useT();
  const pending = usePendingSets();
  return <p role="status">{pending > 0 ? t.outbox.pending(pending) : t.outbox.allSent}</p>;
});
