import { lazy, Suspense } from 'react';
import { useProgressT } from '../i18n';
import { Muted } from '../../../lib/layout';
import type { TrendChartProps } from './trend-chart';

// recharts is heavy: its code is in its own chunk, fetched when a chart is first shown.
const TrendChart = lazy(() => import('./trend-chart').then((m) => ({ default: m.TrendChart })));

export function LazyTrendChart(props: TrendChartProps) {
  const t = useProgressT();
  return (
    <Suspense fallback={<Muted role="status">{t.chart.loading}</Muted>}>
      <TrendChart {...props} />
    </Suspense>
  );
}
