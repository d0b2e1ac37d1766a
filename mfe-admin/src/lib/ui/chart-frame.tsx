import type { ReactNode } from 'react';
import {
  CartesianGrid,
  ComposedChart,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
} from 'recharts';
import { Table, TableCaption, TableWrapper, TBody, Td, Th, THead, Tr } from 'shared-ui';
import styled, { useTheme } from 'styled-components';
import { Muted } from './layout';

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space.sm};

  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    text-decoration: underline;
    color: ${({ theme }) => theme.color.text};
  }

  table {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

/** One column of the chart's table after the day: its header and each day's text. */
export interface ChartColumn<T> {
  label: string;
  value: (point: T) => string;
}

/**
 * The panel's charts' frame: a figure labelled by the section's title, the drawing (recharts, one
 * point a day on the x axis, grid, tooltip and legend in the theme's colours, hidden from screen
 * readers), its caption, and the same values in a table behind a toggle (what keyboards and
 * screen readers read: one row a day, the day as the row's header). `children` are the series
 * and their y axes.
 */
export function ChartFrame<T extends { date: string }>({
  labelledBy,
  data,
  height,
  dayLabel,
  description,
  tableToggle,
  tableLabel,
  dateLabel,
  columns,
  tooltipValue,
  margin = { top: 8, right: 8, bottom: 8, left: 8 },
  minTickGap,
  children,
}: {
  labelledBy: string;
  data: T[];
  height: number;
  /** A day (YYYY-MM-DD) as the axis, the tooltip and the table show it. */
  dayLabel: (date: string) => string;
  description: string;
  /** The toggle's text ("Voir les données…"). */
  tableToggle: string;
  /** The table's caption and name. */
  tableLabel: string;
  /** The day column's header. */
  dateLabel: string;
  columns: Array<ChartColumn<T>>;
  /** A value as the tooltip shows it (default: as recharts does). */
  tooltipValue?: (value: number) => string;
  margin?: { top: number; right: number; bottom: number; left: number };
  minTickGap?: number;
  children: ReactNode;
}) {
  const { color } = useTheme();
  const label = (value: unknown) => dayLabel(String(value));
  return (
    <figure role="group" aria-labelledby={labelledBy} style={{ margin: 0 }}>
      <div style={{ width: '100%', height }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height }}>
          <ComposedChart accessibilityLayer={false} data={data} margin={margin}>
            <CartesianGrid strokeDasharray="3 3" stroke={color.border} />
            <XAxis
              dataKey="date"
              tickFormatter={label}
              stroke={color.textMuted}
              {...(minTickGap === undefined ? {} : { minTickGap })}
            />
            <Tooltip
              labelFormatter={label}
              formatter={
                tooltipValue
                  ? (value) => (typeof value === 'number' ? tooltipValue(value) : String(value))
                  : undefined
              }
            />
            <Legend />
            {children}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption>
        <Muted>{description}</Muted>
      </figcaption>
      <Details>
        <summary>{tableToggle}</summary>
        <TableWrapper label={tableLabel}>
          <Table>
            <TableCaption>{tableLabel}</TableCaption>
            <THead>
              <Tr>
                <Th scope="col">{dateLabel}</Th>
                {columns.map((column) => (
                  <Th scope="col" key={column.label}>
                    {column.label}
                  </Th>
                ))}
              </Tr>
            </THead>
            <TBody>
              {data.map((point) => (
                <Tr key={point.date}>
                  <Th scope="row">{dayLabel(point.date)}</Th>
                  {columns.map((column) => (
                    <Td key={column.label}>{column.value(point)}</Td>
                  ))}
                </Tr>
              ))}
            </TBody>
          </Table>
        </TableWrapper>
      </Details>
    </figure>
  );
}
