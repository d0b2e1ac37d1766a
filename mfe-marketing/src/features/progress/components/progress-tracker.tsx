import type { RefObject } from 'react';
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
import { PhoneFold } from '../../../lib/phone-fold';
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
      <h2 id="progress-weight-title">{w.title}</h2>
      <WeightEntryForm units={units} withDate idPrefix="progress-weight" />
      {log.data && log.data.entries.length > 0 && (
        <>
          <WeightSummary trend={log.data.trend} units={units} />
          <h3 id="progress-weight-chart">{t.chart.weightTitle}</h3>
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

/**
 * The progress screen (/progres, /progress): weight, profile, measurements, check-ins. `heading`
 * takes the focus on arrival (the app's gate passes it).
 */
/** The facts that make a profile complete (the coach's calculators need each one). */
const PROFILE_FACTS = [
  'goal',
  'heightCm',
  'birthYear',
  'sex',
  'trainingDays',
  'level',
  'equipment',
] as const;

export function ProgressTracker({ heading }: { heading?: RefObject<HTMLHeadingElement | null> }) {
  const t = useProgressT();
  const profile = useProfile();
  return (
    <Tracker id="progression" aria-labelledby="progression-title">
      <h1 id="progression-title" ref={heading} tabIndex={-1}>
        {t.title}
      </h1>
      <Muted>{t.intro}</Muted>
      {profile.data ? (
        <Columns>
          <WeightPanel units={profile.data.units} />
          {/* Once complete, the profile is rarely edited: folded behind its title on a phone. */}
          {PROFILE_FACTS.every((fact) => profile.data[fact] !== null) ? (
            <PhoneFold title={t.profile.title} ownTitle>
              <ProfileForm key={JSON.stringify(profile.data)} profile={profile.data} />
            </PhoneFold>
          ) : (
            <ProfileForm key={JSON.stringify(profile.data)} profile={profile.data} />
          )}
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
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.xxl};
    &:focus {
      outline: none;
    }
  }
  h3 {
    margin: 0;
  }
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 460px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;
