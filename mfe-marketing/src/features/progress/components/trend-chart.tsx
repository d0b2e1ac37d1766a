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
import { formatDay } from '../lib/input';
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
}

/**
 * A chart over days (recharts, in this lazily loaded module), with the same values in a table for
 * screen readers and keyboards (the drawing itself is hidden from assistive technology).
 */
export function TrendChart({ labelledBy, description, rows, series, format }: TrendChartProps) {
  const t = useProgressT();
  const { lang } = useLanguage();
  const { color } = useTheme();
  const palette = [color.primary, color.accent, color.success, color.warning];
  const day = (value: unknown) => formatDay(String(value), lang);
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
            margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke={color.border} />
            <XAxis dataKey="date" tickFormatter={day} stroke={color.textMuted} minTickGap={24} />
            <YAxis domain={['auto', 'auto']} stroke={color.textMuted} width={44} />
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
