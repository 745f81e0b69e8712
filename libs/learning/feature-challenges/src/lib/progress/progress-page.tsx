import { useId } from 'react';
import { Link as RouterDomLink } from 'react-router-dom';
import { formatNumber, LOCALES, useLanguage, useTranslation } from '@kk/i18n';
import { BarChart, ButtonLink, Card, EmptyState, Page, QueryState, Skeleton, StarIcon } from '@kk/ui-kit';
import { Section, SectionNote, SectionTitle } from '../shared/challenge.styles';
import { Sections, TileBody, TileLabel, TileNote, Tiles, TileValue } from './progress-page.styles';
import { useProgress, type Progress } from './use-progress';

/** Points, the series of days (kind words: a series of 0 invites to start one) and challenges won. */
function Figures({ progress }: { progress: Progress }) {
  const { t } = useTranslation('learning-challenges');
  const { language } = useLanguage();
  return (
    <Tiles>
      <Card as="li">
        <TileBody>
          <TileLabel>{t('progress.points')}</TileLabel>
          <TileValue>{formatNumber(progress.points, language)}</TileValue>
        </TileBody>
      </Card>
      <Card as="li">
        <TileBody>
          <TileLabel>{t('progress.streak')}</TileLabel>
          {progress.streak !== null && progress.streak > 0 ? (
            <>
              <TileValue>
                <bdi>{t('progress.streakDays', { count: progress.streak })}</bdi>
              </TileValue>
              <TileNote>{t('progress.streakKeepGoing')}</TileNote>
            </>
          ) : (
            <TileValue as="p">{t('progress.streakZero')}</TileValue>
          )}
          {progress.bestStreak !== null && progress.bestStreak > 0 && (
            <TileNote>
              <bdi>{t('progress.bestStreak', { count: progress.bestStreak })}</bdi>
            </TileNote>
          )}
        </TileBody>
      </Card>
      <Card as="li">
        <TileBody>
          <TileLabel>{t('progress.won')}</TileLabel>
          <TileValue>{formatNumber(progress.won, language)}</TileValue>
          <TileNote>{t('progress.wonOf', { played: formatNumber(progress.played, language) })}</TileNote>
        </TileBody>
      </Card>
    </Tiles>
  );
}

/** Points per subject, as bars (their table for screen readers). */
function Subjects({ progress }: { progress: Progress }) {
  const { t } = useTranslation('learning-challenges');
  const { language } = useLanguage();
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('progress.subjects')}</SectionTitle>
      {progress.subjects.length === 0 ? (
        <SectionNote>{t('progress.subjectsEmpty')}</SectionNote>
      ) : (
        <BarChart
          title={t('progress.subjects')}
          hideTitle
          categoryLabel={t('progress.subject')}
          data={progress.subjects.map((s) => ({ subject: s.subject, points: s.points }))}
          xKey="subject"
          series={[{ key: 'points', label: t('progress.points') }]}
          loadingLabel={t('progress.chartLoading')}
          locale={LOCALES[language]}
        />
      )}
    </Section>
  );
}

/** Points per day over the last two weeks, with a sentence for everyone and the table for screen readers. */
function History({ progress }: { progress: Progress }) {
  const { t } = useTranslation('learning-challenges');
  const { language } = useLanguage();
  const titleId = useId();
  // Day and month only, in Latin digits like every number of the apps.
  const day = new Intl.DateTimeFormat(`${LOCALES[language]}-u-nu-latn`, { day: 'numeric', month: 'numeric' });
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('progress.history')}</SectionTitle>
      {progress.days.length === 0 ? (
        <SectionNote>{t('progress.historyEmpty')}</SectionNote>
      ) : (
        <>
          <SectionNote>
            <bdi>{t('progress.historySummary', { count: progress.lastWeek })}</bdi>
          </SectionNote>
          <BarChart
            title={t('progress.history')}
            hideTitle
            categoryLabel={t('progress.day')}
            data={progress.days.map((d) => ({ day: day.format(new Date(`${d.date}T12:00:00`)), points: d.points }))}
            xKey="day"
            series={[{ key: 'points', label: t('progress.points') }]}
            loadingLabel={t('progress.chartLoading')}
            locale={LOCALES[language]}
          />
        </>
      )}
    </Section>
  );
}

/**
 * `/progres`, "Mes progrès": points, the series of days played (never shaming: none yet says
 * "Commence une nouvelle série aujourd'hui !"), challenges won, points per subject and per day as
 * charts of the kit (RTL-aware, with their data as tables for screen readers), see {@link useProgress}.
 */
export function ProgressPage() {
  const { t } = useTranslation('learning-challenges');
  const { query } = useProgress();

  return (
    <Page title={t('progress.title')} description={t('progress.intro')}>
      <QueryState
        query={query}
        errorMessage={t('progress.loadError')}
        loading={<Skeleton variant="rect" height="12rem" />}
        isEmpty={(p) => p.played === 0 && p.points === 0 && p.days.every((d) => d.points === 0)}
        empty={
          <EmptyState
            icon={<StarIcon />}
            title={t('progress.empty')}
            description={t('progress.streakZero')}
            action={
              <ButtonLink as={RouterDomLink} to="/defis">
                {t('progress.toChallenges')}
              </ButtonLink>
            }
          />
        }
      >
        {(progress) => (
          <Sections>
            <Figures progress={progress} />
            <Subjects progress={progress} />
            <History progress={progress} />
            <p>
              <ButtonLink as={RouterDomLink} to="/defis" variant="secondary" size="lg">
                {t('progress.toChallenges')}
              </ButtonLink>
            </p>
          </Sections>
        )}
      </QueryState>
    </Page>
  );
}
