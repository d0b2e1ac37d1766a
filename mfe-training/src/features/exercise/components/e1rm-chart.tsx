// The estimated one-rep max per session as a small SVG line (no chart library: the remote's
// bundle budget), with the same values in a list for screen readers.
import type { ExerciseSessionSummary } from '@zak/contract';
import { useTheme } from 'styled-components';
import { VisuallyHidden } from 'shared-ui';
import { useT } from '../../../i18n';
import { useLoadFormat } from '../../../lib/units';

const WIDTH = 320;
const HEIGHT = 140;
const PAD = 12;

export function E1rmChart({
  sessions,
  date,
}: {
  sessions: ExerciseSessionSummary[];
  date: (iso: string) => string;
}) {
  const t = useT();
  const { color } = useTheme();
  const { format } = useLoadFormat();
  const points = sessions.filter((s) => s.bestE1rmKg > 0);
  if (points.length < 2) return <p>{t.exercise.chartTooFew}</p>;
  const values = points.map((p) => p.bestE1rmKg);
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / (points.length - 1);
  const y = (v: number) => HEIGHT - PAD - ((v - min) * (HEIGHT - 2 * PAD)) / span;
  const line = points.map((p, i) => `${x(i)},${y(p.bestE1rmKg)}`).join(' ');
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={t.exercise.chartLabel(format(values[0] ?? 0), format(values.at(-1) ?? 0))}
      >
        <polyline points={line} fill="none" stroke={color.primary} strokeWidth={3} />
        {points.map((p, i) => (
          <circle key={p.sessionId} cx={x(i)} cy={y(p.bestE1rmKg)} r={4} fill={color.primary} />
        ))}
      </svg>
      <VisuallyHidden as="ul">
        {points.map((p) => (
          <li key={p.sessionId}>{`${date(p.startedAt)} : ${format(p.bestE1rmKg)}`}</li>
        ))}
      </VisuallyHidden>
    </figure>
  );
}
