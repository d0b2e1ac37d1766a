import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { REMINDER_DEFAULTS, type ReminderList } from '@zak/contract';
import { apiGet, CardTitle, ROUTES, useLanguage } from 'shared-ui';
import { useProgressT } from '../i18n';
import { useLog } from '../api/daily-log';
import { formatDay, localToday } from '../lib/input';
import { PROGRESS_KEY } from '../lib/keys';
import { LinkCard as Full } from '../../../lib/layout';

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The check-in's state for the member home: done when one was saved in the last seven days, else
 * due (today on the check-in day). The day is the check-in reminder's (Sunday until it is set).
 */
export function checkInState(
  lastDate: string | null,
  weekday: number,
  today: string,
): 'done' | 'today' | 'due' {
  if (lastDate && daysBetween(lastDate, today) < 7) return 'done';
  return new Date(`${today}T00:00:00Z`).getUTCDay() === weekday ? 'today' : 'due';
}

/** The member home's check-in card: the member's day, done or due, a link to the form. */
export function CheckInDueCard() {
  const t = useProgressT();
  const { lang } = useLanguage();
  const log = useLog('checkins');
  const reminders = useQuery({
    queryKey: [...PROGRESS_KEY, 'reminders'],
    queryFn: ({ signal }) => apiGet<ReminderList>('/api/account/reminders', { signal }),
  });
  const weekday =
    reminders.data?.reminders.find((r) => r.kind === 'checkin')?.weekday ??
    REMINDER_DEFAULTS.checkin.weekday ??
    0;
  // 2023-01-01 was a Sunday: the weekday's name in the member's language.
  const dayName = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2023, 0, 1 + weekday)));
  const last = log.data?.entries[0]?.date ?? null;
  const state = checkInState(last, weekday, localToday());
  return (
    <Full as="article" aria-labelledby="home-checkin-title">
      <CardTitle as="h2" id="home-checkin-title">
        {t.due.title}
      </CardTitle>
      <p>{t.due.day(dayName)}</p>
      {log.data ? (
        <p>
          <strong>
            {state === 'done' && last
              ? t.due.done(formatDay(last, lang))
              : state === 'today'
                ? t.due.today
                : t.due.toDo}
          </strong>
        </p>
      ) : (
        <p role="status">{log.isError ? t.error : t.loading}</p>
      )}
      <Link to={lang === 'en' ? ROUTES.progressEn : ROUTES.progress}>{t.due.open}</Link>
    </Full>
  );
}
