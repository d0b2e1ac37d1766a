import styled from 'styled-components';
import { Card, CardTitle } from 'shared-ui';
import { useProgressT } from '../i18n';
import { useLog } from '../api/daily-log';
import { useProfile } from '../api/profile';
import { WeightEntryForm } from './weight-entry-form';
import { WeightSummary } from './weight-summary';

/** The dashboard's "Progression" card: the trend, today's weigh-in, a link to the tracker. */
export function ProgressCard() {
  const t = useProgressT();
  const profile = useProfile();
  const weights = useLog('weights');
  const units = profile.data?.units ?? 'metric';
  return (
    <Full as="article" aria-labelledby="progress-card-title">
      <CardTitle as="h2" id="progress-card-title">
        {t.card.title}
      </CardTitle>
      {weights.data ? (
        <WeightSummary trend={weights.data.trend} units={units} />
      ) : (
        <p role="status">{weights.isError ? t.error : t.loading}</p>
      )}
      <WeightEntryForm units={units} withDate={false} idPrefix="progress-quick" />
      <a href="#progression">{t.card.open}</a>
    </Full>
  );
}

const Full = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: underline;
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;
