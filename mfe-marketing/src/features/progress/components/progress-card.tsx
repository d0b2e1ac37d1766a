import { Link } from 'react-router';
import { CardTitle, ROUTES, useLanguage } from 'shared-ui';
import { LinkCard as Full } from '../../../lib/layout';
import { useProgressT } from '../i18n';
import { useLog } from '../api/daily-log';
import { useProfile } from '../api/profile';
import { WeightEntryForm } from './weight-entry-form';
import { WeightSummary } from './weight-summary';

/** The member home's "Progression" card: the trend, today's weigh-in, a link to the tracker. */
export function ProgressCard() {
  const t = useProgressT();
  const { lang } = useLanguage();
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
      <Link to={lang === 'en' ? ROUTES.progressEn : ROUTES.progress}>{t.card.open}</Link>
    </Full>
  );
}
