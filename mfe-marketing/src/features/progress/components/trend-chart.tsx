import {
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import styled, { useTheme } from 'styled-components';
import { Table, Td, Th, THead, TBody, Tr, useLanguage } from 'shared-ui';
import { useProgressT } from '../i18n';
import { Muted } from '../../../lib/layout';
import { formatDecimal } from '@zak/contract';
import { formatDay, formatShortDay } from '../lib/input';
import { roundTicks } from '../lib/ticks';
import { ScrollTable } from './tracker-layout';

export interface ChartSeries {
  key: string;
  name: string;
  /** Dots only (raw entries) or a line (an average). */
  kind: 'dots' | 'line';
}

export interface TrendChartProps {
  /** The heading that names the chart (aria-labelledby). */
  labelledBy: string;
  description: string;
  rows: ReadonlyArray<{ date: string } & Record<string, number | string | null>>;
  series: readonly ChartSeries[];
  /** How a value is written in the table and the tooltip. */
  format: (value: number) => string;
  /** The smallest step between the value axis's ticks, in the values' unit (0.5 kg, 1 lb...). */
  tickStep: number;
}

/** Tick labels' font size (px), from which the value axis's width is worked out. */
const TICK_FONT_PX = 12;
/** Room at the right for the last date's label, centred on the plot's right edge. */
const RIGHT_MARGIN_PX = 28;

/**
 * A chart over days (recharts, in this lazily loaded module), with the same values in a table for
 * screen readers and keyboards (the drawing itself is hidden from assistive technology).
 */
export function TrendChart({
  labelledBy,
  description,
  rows,
  series,
  format,
  tickStep,
}: TrendChartProps) {
  const t = useProgressT();
  const { lang } = useLanguage();
  const { color } = useTheme();
  const palette = [color.primary, color.accent, color.success, color.warning];
  const day = (value: unknown) => formatDay(String(value), lang);
  const values = rows.flatMap((row) =>
    series.map((s) => row[s.key]).filter((v): v is number => typeof v === 'number'),
  );
  const { ticks, digits } = roundTicks(values, tickStep);
  const tickLabel = (value: unknown) => formatDecimal(Number(value), lang, digits);
  // The axis is as wide as its longest label ("183,5"), so no label is cut at the left.
  const longest = Math.max(0, ...ticks.map((v) => tickLabel(v).length));
  const axisWidth = Math.ceil(longest * TICK_FONT_PX * 0.62) + 14;
  return (
    <figure role="group" aria-labelledby={labelledBy} style={{ margin: 0 }}>
      <div style={{ width: '100%', height: 260 }} aria-hidden="true">
        <ResponsiveContainer
          width="100%"
          height="100%"
          initialDimension={{ width: 600, height: 260 }}
        >
          <ComposedChart
            accessibilityLayer={false}
            data={[...rows]}
            margin={{ top: 8, right: RIGHT_MARGIN_PX, bottom: 8, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke={color.border} />
            <XAxis
              dataKey="date"
              tickFormatter={(value: unknown) => formatShortDay(String(value), lang)}
              tick={{ fontSize: TICK_FONT_PX }}
              stroke={color.textMuted}
              minTickGap={24}
            />
            <YAxis
              domain={[ticks[0] ?? 'auto', ticks.at(-1) ?? 'auto']}
              ticks={ticks}
              interval={0}
              tickFormatter={tickLabel}
              tick={{ fontSize: TICK_FONT_PX }}
              stroke={color.textMuted}
              width={axisWidth}
            />
            <Tooltip
              labelFormatter={day}
              formatter={(value) => (typeof value === 'number' ? format(value) : String(value))}
            />
            <Legend />
            {series.map((s, i) => (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.name}
                stroke={s.kind === 'dots' ? 'none' : palette[i % palette.length]}
                strokeWidth={2}
                dot={s.kind === 'dots' ? { r: 3, fill: palette[i % palette.length] } : false}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption>
        <Muted>{description}</Muted>
      </figcaption>
      <Details>
        <summary>{t.chart.table}</summary>
        <ScrollTable tabIndex={0} role="region" aria-label={description}>
          <Table>
            <THead>
              <Tr>
                <Th>{t.weight.date}</Th>
                {series.map((s) => (
                  <Th key={s.key}>{s.name}</Th>
                ))}
              </Tr>
            </THead>
            <TBody>
              {rows.map((row) => (
                <Tr key={row.date}>
                  <Td>{day(row.date)}</Td>
                  {series.map((s) => {
                    const value = row[s.key];
                    return <Td key={s.key}>{typeof value === 'number' ? format(value) : '—'}</Td>;
                  })}
                </Tr>
              ))}
            </TBody>
          </Table>
        </ScrollTable>
      </Details>
    </figure>
  );
}

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space.sm};
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    text-decoration: underline;
  }
`;
