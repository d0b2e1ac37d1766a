// One session of the exercise's history: its date, best set, estimated 1RM and volume (the API's
// summary), and its sets read on demand when the member opens the line.
import { useQuery } from '@tanstack/react-query';
import type { ExerciseSessionSummary } from '@zak/contract';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { useT } from '../../../i18n';
import type { LoadFormat } from '../../../lib/units';
import { sessionQueryOptions } from '../api/get-session';

const Line = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} 0;
  overflow-wrap: anywhere;
`;

function Sets({
  sessionId,
  exerciseId,
  format,
}: {
  sessionId: string;
  exerciseId: string;
  format: LoadFormat['format'];
}) {
  const t = useT();
  const session = useQuery(sessionQueryOptions(sessionId));
  if (session.isPending) return <p role="status">{t.exercise.setsLoading}</p>;
  if (session.isError)
    return (
      <p role="alert">
        {t.exercise.setsFailed}{' '}
        <Button variant="secondary" onClick={() => void session.refetch()}>
          {t.catalogue.retry}
        </Button>
      </p>
    );
  const sets = session.data.sets.filter((s) => s.exerciseId === exerciseId);
  return (
    <ol>
      {sets.map((s) => (
        <li key={s.id}>
          {t.exercise.set(format(s.weightKg), s.reps)}
          {s.type === 'normal' ? '' : ` (${t.setTypes[s.type]})`}
          {s.rir === null ? '' : `, ${t.exercise.rir(s.rir)}`}
        </li>
      ))}
    </ol>
  );
}

export function SessionLine({
  summary,
  exerciseId,
  date,
  format,
}: {
  summary: ExerciseSessionSummary;
  exerciseId: string;
  date: (iso: string) => string;
  /** The page's formatter of loads (read once for its hundreds of lines, not once a line). */
  format: LoadFormat['format'];
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const setsId = useId();
  const when = date(summary.startedAt);
  const best = summary.bestSet
    ? t.exercise.set(format(summary.bestSet.weightKg), summary.bestSet.reps)
    : t.exercise.none;
  return (
    <Line>
      <span>
        <strong>{when}</strong>
        {` — ${t.exercise.summary(best, format(summary.bestE1rmKg), format(summary.volumeKg), summary.setCount)}`}
      </span>
      <span>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={open ? setsId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t.exercise.hideSets(when) : t.exercise.showSets(when)}
        </Button>
      </span>
      {open ? (
        <div id={setsId}>
          <Sets sessionId={summary.sessionId} exerciseId={exerciseId} format={format} />
        </div>
      ) : null}
    </Line>
  );
}
