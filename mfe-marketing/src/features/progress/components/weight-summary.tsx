import styled from 'styled-components';
import { formatPercent, formatWeight, type UnitSystem, type WeightTrend } from '@zak/contract';
import { useLanguage } from 'shared-ui';
import { useProgressT } from '../i18n';
import { formatDay } from '../lib/input';

/** The 7-day average, this week's rate and the plateau hint (dashboard card and tracker). */
export function WeightSummary({ trend, units }: { trend: WeightTrend; units: UnitSystem }) {
  const t = useProgressT();
  const w = t.weight;
  const { lang } = useLanguage();
  if (!trend.latest || trend.average7 === null) return <p>{t.card.empty}</p>;
  return (
    <>
      <Facts>
        <dt>{w.average}</dt>
        <dd>
          {formatWeight(trend.average7, units, lang)}{' '}
          <small>({formatDay(trend.latest.date, lang)})</small>
        </dd>
        <dt>{w.weekly}</dt>
        <dd>
          {trend.weekly
            ? w.weeklyText(
                formatWeight(trend.weekly.changeKg, units, lang, true),
                formatPercent(trend.weekly.percentPerWeek, lang),
              )
            : w.weeklyNone}
        </dd>
      </Facts>
      {trend.plateau && <Plateau role="note">{w.plateau}</Plateau>}
    </>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    overflow-wrap: anywhere;
  }
`;
const Plateau = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.surface};
`;
