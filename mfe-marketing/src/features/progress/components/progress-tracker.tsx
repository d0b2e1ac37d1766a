import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { toDisplayWeight, weightUnit, formatDecimal, type UnitSystem } from '@zak/contract';
import { Button, useLanguage } from 'shared-ui';
import { useProgressT } from '../i18n';
import { Muted } from '../../../lib/layout';
import { useLog } from '../api/daily-log';
import { useProfile } from '../api/profile';
import { CheckInSection } from './check-in-section';
import { LazyTrendChart } from './lazy-chart';
import { MeasurementsSection } from './measurements-section';
import { ProfileForm } from './profile-form';
import { Panel } from './tracker-layout';
import { WeightEntryForm } from './weight-entry-form';
import { WeightHistory } from './weight-history';
import { WeightSummary } from './weight-summary';

const round1 = (v: number) => Math.round(v * 10) / 10;

function WeightPanel({ units }: { units: UnitSystem }) {
  const t = useProgressT();
  const w = t.weight;
  const { lang } = useLanguage();
  const log = useLog('weights');
  const unit = weightUnit(units);
  return (
    <Panel aria-labelledby="progress-weight-title">
      <h3 id="progress-weight-title">{w.title}</h3>
      <WeightEntryForm units={units} withDate idPrefix="progress-weight" />
      {log.data && log.data.entries.length > 0 && (
        <>
          <WeightSummary trend={log.data.trend} units={units} />
          <h4 id="progress-weight-chart">{t.chart.weightTitle}</h4>
          <LazyTrendChart
            labelledBy="progress-weight-chart"
            description={t.chart.description}
            rows={log.data.entries.map((e) => ({
              date: e.date,
              raw: round1(toDisplayWeight(e.weightKg, units)),
              average: round1(toDisplayWeight(e.average7, units)),
            }))}
            series={[
              { key: 'raw', name: t.chart.raw, kind: 'dots' },
              { key: 'average', name: t.chart.average, kind: 'line' },
            ]}
            format={(v) => `${formatDecimal(v, lang, 1)} ${unit}`}
            tickStep={units === 'imperial' ? 1 : 0.5}
          />
        </>
      )}
      {log.data && <WeightHistory entries={log.data.entries} units={units} />}
    </Panel>
  );
}

/** The tracker (#progression on the account page): weight, profile, measurements, check-ins. */
export function ProgressTracker() {
  const t = useProgressT();
  const profile = useProfile();
  const tracker = useRef<HTMLElement>(null);
  const { hash, key } = useLocation();
  const arrived = useRef<string | null>(null);
  // Arriving at /account#progression from another page: the browser looked for the anchor before
  // the account page existed. Once the tracker has its content, it is brought into view and
  // focused, once per arrival (not again on every later render).
  useEffect(() => {
    if (hash !== '#progression' || !profile.data || arrived.current === key) return;
    arrived.current = key;
    tracker.current?.scrollIntoView({ block: 'start' });
    tracker.current?.focus({ preventScroll: true });
  }, [hash, key, profile.data]);
  return (
    <Tracker ref={tracker} id="progression" aria-labelledby="progression-title" tabIndex={-1}>
      <h2 id="progression-title">{t.title}</h2>
      <Muted>{t.intro}</Muted>
      {profile.data ? (
        <Columns>
          <WeightPanel units={profile.data.units} />
          <ProfileForm key={JSON.stringify(profile.data)} profile={profile.data} />
          <CheckInSection />
          <MeasurementsSection units={profile.data.units} />
        </Columns>
      ) : profile.isError ? (
        <p role="alert">
          {t.error}{' '}
          <Button size="sm" variant="secondary" onClick={() => void profile.refetch()}>
            {t.retry}
          </Button>
        </p>
      ) : (
        <Muted role="status">{t.loading}</Muted>
      )}
    </Tracker>
  );
}

const Tracker = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  scroll-margin-top: 96px;
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h4 {
    margin: 0;
  }
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 460px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;
