// After "finish": volume per muscle (from the screen's own sets, so it shows offline too), then
// per exercise the records beaten and the next targets, read from the API once the sets are there.
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink, Card } from 'shared-ui';
import { useT } from '../../../i18n';
import { historyQueryOptions } from '../../../lib/history';
import { useLinks } from '../../../lib/links';
import { NextTargetsText } from '../../../lib/next-targets';
import { useOutbox, usePendingSets } from '../../../lib/outbox';
import { useLoadFormat } from '../../../lib/units';
import { isFirstSession, recordsBeaten, volumeByMuscle } from '../lib/summary';
import type { SessionDraft } from '../types';

export function SessionSummary({ draft }: { draft: SessionDraft }) {
  const outbox = useOutbox();
  const pending = usePendingSets();
  // The API's id of the session: known once the outbox could send it (read again as it empties).
  const [serverId, setServerId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void outbox.serverIdOf(draft.clientId).then((id) => live && setServerId(id));
    return () => {
      live = false;
    };
  }, [outbox, draft.clientId, pending]);
  const t = useT();
  const links = useLinks();
  const { format } = useLoadFormat();
  const done = draft.exercises.filter((e) => e.sets.some((s) => s.done));
  const ids = [...new Set(done.map((e) => e.exerciseId))];
  const synced = serverId !== null && pending === 0;
  const histories = useQueries({
    queries: ids.map((id) => ({ ...historyQueryOptions(id), enabled: synced })),
  });
  const volumes = volumeByMuscle(draft);
  return (
    <section aria-labelledby="training-summary">
      <h2 id="training-summary">{t.summary.heading}</h2>
      <h3>{t.summary.volume}</h3>
      {volumes.length ? (
        <ul>
          {volumes.map((v) => (
            <li key={v.muscle}>
              {t.summary.muscleVolume(t.muscles[v.muscle], format(v.volumeKg))}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.summary.noSets}</p>
      )}
      {synced ? null : <p role="status">{t.summary.waiting}</p>}
      {ids.map((id, i) => {
        const history = histories[i]?.data;
        if (!history) return null;
        const beaten = serverId ? recordsBeaten(history, serverId) : [];
        return (
          <Card key={id}>
            <h3>
              <Link to={links.exercise(id)}>{history.exercise.name}</Link>
            </h3>
            <p>
              {serverId && isFirstSession(history, serverId)
                ? t.summary.firstSession
                : beaten.length
                  ? t.summary.records(beaten.map((kind) => t.summary.record[kind]).join(', '))
                  : t.summary.noRecord}
            </p>
            <p>
              <NextTargetsText next={history.next} />
            </p>
          </Card>
        );
      })}
      <ButtonLink as={Link} to={links.home}>
        {t.summary.close}
      </ButtonLink>
    </section>
  );
}
