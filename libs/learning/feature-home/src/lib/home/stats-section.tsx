import { useId } from 'react';
import { useFormatters, useTranslation } from '@kk/i18n';
import { QueryState, SectionCard, SectionTitle, Skeleton } from '@kk/ui-kit';
import { Stat, StatsGrid } from './home.styles';
import { useStats } from './use-home';

/** "Mes scores": points earned, challenges played and won, rank in class (`stats_challenge_score`). */
export function StatsSection() {
  const { t } = useTranslation('learning-home');
  const { formatNumber } = useFormatters();
  const titleId = useId();
  const stats = useStats();
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('stats.title')}</SectionTitle>
      <QueryState query={stats} errorMessage={t('stats.error')} loading={<Skeleton variant="rect" height="4.5rem" />}>
        {(data) => (
          <StatsGrid>
            {[
              { label: t('stats.totalScore'), value: formatNumber(data.total_score) },
              { label: t('stats.played'), value: formatNumber(data.challenges_played) },
              { label: t('stats.won'), value: formatNumber(data.challenges_won) },
              { label: t('stats.rank'), value: t('stats.rankValue', { rank: formatNumber(data.class_rank) }) },
            ].map((figure) => (
              <Stat key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>
                  <bdi>{figure.value}</bdi>
                </dd>
              </Stat>
            ))}
          </StatsGrid>
        )}
      </QueryState>
    </SectionCard>
  );
}
