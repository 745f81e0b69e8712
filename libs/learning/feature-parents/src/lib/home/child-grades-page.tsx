import { useTranslation } from '@kk/i18n';
import {
  EmptyState,
  QuerySection,
  RowList,
  SectionCard,
  SectionHead,
  SectionNote,
  SectionTitle,
  StarIcon,
} from '@kk/ui-kit';
import { ChildPage, type PageChild } from './child-page';
import { GradeRow, useOnTwenty } from './rows';
import { useChildGrades } from './use-child-data';

function Grades({ id }: PageChild) {
  const { t } = useTranslation('learning-parents');
  const report = useChildGrades(id);
  const onTwenty = useOnTwenty();
  return (
    <QuerySection
      title={t('grades.overall')}
      note={report.data && <bdi>{onTwenty(report.data.overall)}</bdi>}
      query={report}
      errorMessage={t('grades.error')}
      isEmpty={(data) => data.subjects.length === 0}
      empty={<EmptyState icon={<StarIcon />} title={t('grades.empty')} headingLevel={3} />}
    >
      {(data) => (
        <>
          {data.subjects.map((subject) => (
            <SectionCard as="div" key={subject.subjectId} aria-label={subject.subject}>
              <SectionHead>
                <SectionTitle as="h3">{subject.subject}</SectionTitle>
                <SectionNote>
                  {t('grades.average')} <bdi>{onTwenty(subject.average)}</bdi>
                </SectionNote>
              </SectionHead>
              <RowList>
                {subject.lines.map((line) => (
                  <GradeRow key={line.id} line={line} inSubject />
                ))}
              </RowList>
              {subject.appreciations.map((text) => (
                <SectionNote key={text}>{t('grades.appreciation', { text })}</SectionNote>
              ))}
            </SectionCard>
          ))}
          {data.general.length > 0 && (
            <SectionCard as="div">
              <SectionTitle as="h3">{t('grades.general')}</SectionTitle>
              {data.general.map((text) => (
                <SectionNote key={text}>{text}</SectionNote>
              ))}
            </SectionCard>
          )}
        </>
      )}
    </QuerySection>
  );
}

/** `/parent/enfants/:childId/notes`: grades by subject (on 20, with coefficients), subject and overall averages, appreciations. */
export function ChildGradesPage() {
  const { t } = useTranslation('learning-parents');
  return <ChildPage title={(name) => t('grades.pageTitle', { name })}>{(page) => <Grades {...page} />}</ChildPage>;
}
