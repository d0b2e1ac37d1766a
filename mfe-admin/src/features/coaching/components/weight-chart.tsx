import type { WeightPoint } from '@zak/contract';
import { Line, YAxis } from 'recharts';
import { useLanguage } from 'shared-ui';
import { useTheme } from 'styled-components';
import { useT } from '../../../i18n';
import { ChartFrame } from '../../../lib/ui/chart-frame';
import { Muted } from '../../../lib/ui/layout';
import { decimal, formatDay } from '../format';

/**
 * The member's weigh-ins (dots) and their 7-day average (line) over the year the file holds, the
 * same values in a table for screen readers and keyboards (the drawing is hidden from them).
 */
export function WeightChart({
  weights,
  labelledBy,
}: {
  weights: WeightPoint[];
  labelledBy: string;
}) {
  const t = useT();
  const f = t.coaching.file;
  const { lang } = useLanguage();
  const { color } = useTheme();
  if (weights.length === 0) return <Muted>{f.noWeights}</Muted>;
  return (
    <ChartFrame
      labelledBy={labelledBy}
      data={weights}
      height={260}
      dayLabel={(date) => formatDay(date, lang)}
      description={f.weightDescription}
      tableToggle={f.weightTable}
      tableLabel={f.weight}
      dateLabel={f.date}
      columns={[
        { label: f.weightSeries, value: (point) => decimal(point.weightKg, lang) },
        { label: f.averageSeries, value: (point) => decimal(point.average7, lang) },
      ]}
      tooltipValue={(value) => decimal(value, lang)}
      margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
      minTickGap={24}
    >
      <YAxis domain={['auto', 'auto']} stroke={color.textMuted} width={44} />
      <Line
        dataKey="weightKg"
        name={f.weightSeries}
        stroke="none"
        dot={{ r: 3, fill: color.primary }}
        isAnimationActive={false}
      />
      <Line
        dataKey="average7"
        name={f.averageSeries}
        stroke={color.accent}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
    </ChartFrame>
  );
}
