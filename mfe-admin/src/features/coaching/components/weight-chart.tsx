import type { WeightPoint } from '@zak/contract';
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
import { Table, TableWrapper, TBody, Td, Th, THead, Tr, useLanguage } from 'shared-ui';
import styled, { useTheme } from 'styled-components';
import { useT } from '../../../i18n';
import { Muted } from '../../../lib/ui/layout';
import { decimal, formatDay } from '../format';

const Details = styled.details`
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    text-decoration: underline;
  }
`;

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
            data={weights}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke={color.border} />
            <XAxis dataKey="date" tickFormatter={day} stroke={color.textMuted} minTickGap={24} />
            <YAxis domain={['auto', 'auto']} stroke={color.textMuted} width={44} />
            <Tooltip
              labelFormatter={day}
              formatter={(value) =>
                typeof value === 'number' ? decimal(value, lang) : String(value)
              }
            />
            <Legend />
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
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption>
        <Muted>{f.weightDescription}</Muted>
      </figcaption>
      <Details>
        <summary>{f.weightTable}</summary>
        <TableWrapper label={f.weight}>
          <Table>
            <THead>
              <Tr>
                <Th scope="col">{f.date}</Th>
                <Th scope="col">{f.weightSeries}</Th>
                <Th scope="col">{f.averageSeries}</Th>
              </Tr>
            </THead>
            <TBody>
              {weights.map((point) => (
                <Tr key={point.date}>
                  <Td>{day(point.date)}</Td>
                  <Td>{decimal(point.weightKg, lang)}</Td>
                  <Td>{decimal(point.average7, lang)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </TableWrapper>
      </Details>
    </figure>
  );
}
