import type { Routine } from '@zak/contract';
import { useT } from '../../../i18n';
import { useDateFormat } from '../../../lib/dates';
import { useRecentSessions } from '../api/get-sessions';

export function RecentSessions({ routines }: { routines: Routine[] }) {
  const t = useT();
  const sessions = useRecentSessions();
  const date = useDateFormat({ weekday: 'short', day: 'numeric', month: 'short' });
  const titleOf = (routineId: string | null, dayIndex: number | null) => {
    const routine = routines.find((r) => r.id === routineId);
    return (dayIndex !== null && routine?.days[dayIndex]?.name) || t.session.emptyTitle;
  };
  return (
    <section aria-labelledby="training-recent">
      <h2 id="training-recent">{t.home.recent}</h2>
      {sessions.isPending ? <p role="status">{t.home.loading}</p> : null}
      {sessions.isError ? <p role="alert">{t.home.recentFailed}</p> : null}
      {sessions.data?.sessions.length === 0 ? <p>{t.home.noSession}</p> : null}
      {sessions.data?.sessions.length ? (
        <ul>
          {sessions.data.sessions.map((s) => (
            <li key={s.id}>
              {t.home.sessionLine(
                date(s.startedAt),
                titleOf(s.routineId, s.dayIndex),
                s.sets.length,
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
