import { useId } from 'react';
import { useGetChallengeScoreStatsQuery } from '@kk/api-clients';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Skeleton } from '@kk/ui-kit';
import { SectionCard, SectionTitle } from '../shared/page.styles';
import { SectionError } from '../shared/section-states';
import { Stat, StatsGrid } from './home.styles';

/** "Mes scores": points earned, challenges played and won, rank in class (`stats_challenge_score`). */
export function StatsSection() {
  const { t } = useTranslation('learning-home');
  const { formatNumber } = useFormatters();
  const titleId = useId();
  const { data: stats, isLoading, isError, refetch } = useGetChallengeScoreStatsQuery();
  const figures = stats
    ? [
        { label: t('stats.totalScore'), value: formatNumber(stats.total_score) },
        { label: t('stats.played'), value: formatNumber(stats.challenges_played) },
        { label: t('stats.won'), value: formatNumber(stats.challenges_won) },
        { label: t('stats.rank'), value: t('stats.rankValue', { rank: formatNumber(stats.class_rank) }) },
      ]
    : [];
  return (
    <SectionCard aria-labelledby={titleId} aria-busy={isLoading}>
      <SectionTitle id={titleId}>{t('stats.title')}</SectionTitle>
      {isLoading ? (
        <Skeleton variant="rect" height="4.5rem" />
      ) : isError || !stats ? (
        <SectionError message={t('stats.error')} onRetry={() => void refetch()} />
      ) : (
        <StatsGrid>
          {figures.map((figure) => (
            <Stat key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>
                <bdi>{figure.value}</bdi>
              </dd>
            </Stat>
          ))}
        </StatsGrid>
      )}
    </SectionCard>
  );
}
