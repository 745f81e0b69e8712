import { Link as RouterLink } from 'react-router-dom';
import type { Seance } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import {
  Badge,
  ButtonLink,
  EmptyState,
  Page,
  QueryState,
  RowMeta,
  RowTitle,
  SectionCard,
  SectionTitle,
  Skeleton,
} from '@kk/ui-kit';
import {
  PROFESSOR_GRADES,
  PROFESSOR_PROGRAMME,
  PROFESSOR_TEXTBOOK,
  PROFESSOR_TIMETABLE,
  rollCallPath,
} from '../shared/paths';
import { Links, SeanceActions, SeanceList, SeanceRow, SeanceText } from './professor-home-page.styles';
import { useProfessorHome, type TodaySeance } from './use-professor-home';

function SeanceLine({ seance }: { seance: Seance }) {
  return (
    <SeanceText>
      <RowTitle>
        <bdi>{seance.start_time}</bdi>–<bdi>{seance.end_time}</bdi> · <bdi>{seance.subject_name}</bdi>
      </RowTitle>
      <RowMeta>
        <bdi>{seance.class_name}</bdi>
        {seance.classroom_name && (
          <>
            {' · '}
            <bdi>{seance.classroom_name}</bdi>
          </>
        )}
      </RowMeta>
    </SeanceText>
  );
}

function TodayRow({ item }: { item: TodaySeance }) {
  const { t } = useTranslation('learning-attendance');
  const { seance } = item;
  const label = `${seance.subject_name} ${seance.class_name} ${seance.start_time}`;
  return (
    <SeanceRow data-ui="professor-home-seance">
      <SeanceLine seance={seance} />
      <SeanceActions>
        {item.timing === 'current' && <Badge tone="info">{t('home.current')}</Badge>}
        {item.rollCallDone ? (
          <ButtonLink
            as={RouterLink}
            to={rollCallPath(seance.id, seance.date)}
            variant="secondary"
            size="sm"
            aria-label={t('home.rollCallDoneLabel', { seance: label })}
          >
            {t('home.rollCallDone')}
          </ButtonLink>
        ) : (
          <ButtonLink
            as={RouterLink}
            to={rollCallPath(seance.id, seance.date)}
            size="sm"
            aria-label={t('home.rollCallLabel', { seance: label })}
          >
            {t('home.rollCall')}
          </ButtonLink>
        )}
      </SeanceActions>
    </SeanceRow>
  );
}

/**
 * `/professeur` (the professor's home): the greeting, today's seances (the current one first) each
 * with "Faire l'appel" or "Appel fait", the timetable and grades; on a day without seances, the
 * next school day's. Texts: `learning-attendance:home.*`.
 */
export function ProfessorHomePage() {
  const { t } = useTranslation('learning-attendance');
  const { formatDate } = useFormatters();
  const vm = useProfessorHome();

  return (
    <Page
      title={vm.greetingName ? t('home.title', { name: vm.greetingName }) : t('home.titleNoName')}
      description={formatDate(vm.today, 'full')}
    >
      <SectionCard aria-labelledby="professor-home-today">
        <SectionTitle id="professor-home-today">{t('home.today')}</SectionTitle>
        <QueryState
          query={vm.query}
          errorMessage={t('home.loadError')}
          loading={<Skeleton variant="rect" height="3.5rem" count={3} />}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              title={t('home.empty')}
              description={vm.nextDay ? t('home.nextDay', { date: formatDate(vm.nextDay.date, 'full') }) : undefined}
            />
          }
        >
          {(list) => (
            <SeanceList aria-labelledby="professor-home-today">
              {list.map((item) => (
                <TodayRow key={item.seance.id} item={item} />
              ))}
            </SeanceList>
          )}
        </QueryState>
        {vm.query.data?.length === 0 && vm.nextDay && (
          <SeanceList aria-label={t('home.nextDay', { date: formatDate(vm.nextDay.date, 'full') })}>
            {vm.nextDay.seances.map((seance) => (
              <SeanceRow key={seance.id}>
                <SeanceLine seance={seance} />
              </SeanceRow>
            ))}
          </SeanceList>
        )}
      </SectionCard>
      <Links>
        <ButtonLink as={RouterLink} to={PROFESSOR_TIMETABLE} variant="secondary">
          {t('home.timetable')}
        </ButtonLink>
        <ButtonLink as={RouterLink} to={PROFESSOR_GRADES} variant="secondary">
          {t('home.grades')}
        </ButtonLink>
        <ButtonLink as={RouterLink} to={PROFESSOR_TEXTBOOK} variant="secondary">
          {t('home.textbook')}
        </ButtonLink>
        <ButtonLink as={RouterLink} to={PROFESSOR_PROGRAMME} variant="secondary">
          {t('home.programme')}
        </ButtonLink>
      </Links>
    </Page>
  );
}
