import { useFormatters, useTranslation } from '@kk/i18n';
import { QuerySection, Skeleton } from '@kk/ui-kit';
import { Stat, StatsGrid } from './home.styles';
import { useStats } from './use-home';

/** "Mes scores": points earned, challenges played and won, rank in class (`stats_challenge_score`). */
export function StatsSection() {
  const { t } = useTranslation('learning-home');
  const { formatNumber } = useFormatters();
  const stats = useStats();
  return (
    <QuerySection
      title={t('stats.title')}
      query={stats}
      errorMessage={t('stats.error')}
      deferContent
      loading={<Skeleton variant="rect" height="4.5rem" />}
    >
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
    </QuerySection>
  );
}
