import { useId } from 'react';
import { Form } from 'react-final-form';
import { useFormatters, useTranslation, type TranslationKey } from '@kk/i18n';
import {
  Alert,
  Button,
  DataTable,
  FormField,
  FormSubmitError,
  Page,
  SectionCard,
  SectionNote,
  SectionTitle,
  TextArea,
} from '@kk/ui-kit';
import { DetailState } from '../shared/detail-state';
import { FigureList } from '../shared/figure-list';
import { useGradeFormat } from '../shared/grade-format';
import type { ReportCardNumbers } from '../shared/report-card-math';
import { StackedForm } from '../shared/grades.styles';
import { CardHead, PrintStyles, SchoolName } from './report-card.styles';
import { useReportCard, type AppreciationValues, type UseReportCardResult } from './use-report-card';

/** The subjects: grades (with their coefficients), coefficient, average, class average, appreciation. */
function Subjects({ vm, card }: { vm: UseReportCardResult; card: ReportCardNumbers }) {
  const { t } = useTranslation('learning-grades');
  const { formatNumber } = useFormatters();
  const { grade } = useGradeFormat();
  const titleId = useId();
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('card.subjects')}</SectionTitle>
      {vm.coefficientsMissing && <Alert tone="warning">{t('coefficientsMissing')}</Alert>}
      {card.subjects.length === 0 ? (
        <SectionNote>{t('card.noControl')}</SectionNote>
      ) : (
        <DataTable
          caption={t('card.subjects')}
          rows={card.subjects}
          rowKey={(s) => s.subjectId}
          columns={[
            { id: 'subject', header: t('card.subject'), cell: (s) => s.subjectName },
            {
              id: 'grades',
              header: t('card.grades'),
              cell: (s) =>
                s.grades.map((g, i) => (
                  <span key={g.control.id}>
                    {i > 0 && ' · '}
                    {g.grade === null ? t('card.notGraded') : grade(g.grade)}
                    {g.control.coefficient !== 1 && (
                      <> ({t('card.coefficientShort', { coefficient: formatNumber(g.control.coefficient) })})</>
                    )}
                  </span>
                )),
            },
            {
              id: 'coefficient',
              header: <abbr title={t('card.coefficient')}>{t('card.coefficientColumn')}</abbr>,
              cell: (s) => formatNumber(s.coefficient),
              align: 'end',
            },
            { id: 'average', header: t('card.average'), cell: (s) => grade(s.average), align: 'end' },
            { id: 'class', header: t('card.classAverage'), cell: (s) => grade(s.classAverage), align: 'end' },
            { id: 'appreciation', header: t('card.appreciation'), cell: (s) => vm.subjectAppreciation(s.subjectId) },
          ]}
        />
      )}
    </SectionCard>
  );
}

/** General average, rank, absences and delays of the period. */
function Summary({ vm, card }: { vm: UseReportCardResult; card: ReportCardNumbers }) {
  const { t } = useTranslation('learning-grades');
  const { formatNumber } = useFormatters();
  const { grade } = useGradeFormat();
  const rank =
    card.rank === null ? (
      '–'
    ) : (
      <bdi>{t('card.rankOf', { rank: formatNumber(card.rank), size: formatNumber(vm.classSize) })}</bdi>
    );
  return (
    <SectionCard aria-label={t('card.summary')}>
      <FigureList
        figures={[
          { label: t('card.generalAverage'), value: grade(card.average) },
          { label: t('card.rank'), value: rank },
          { label: t('card.absences'), value: vm.attendance ? formatNumber(vm.attendance.absences) : '–' },
          { label: t('card.delays'), value: vm.attendance ? formatNumber(vm.attendance.delays) : '–' },
        ]}
      />
    </SectionCard>
  );
}

/** The general appreciation: read on paper, edited on screen. */
function GeneralAppreciation({ vm }: { vm: UseReportCardResult }) {
  const { t } = useTranslation('learning-grades');
  const titleId = useId();
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('card.general')}</SectionTitle>
      <Form<AppreciationValues>
        onSubmit={vm.saveGeneral}
        initialValues={{ text: vm.general?.text ?? '' }}
        key={vm.general?.id ?? 'new'}
      >
        {({ handleSubmit, submitting, submitSucceeded, dirtySinceLastSubmit, values }) => (
          <StackedForm onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
            <div data-print="hide">
              <FormField
                name="text"
                component={TextArea}
                label={t('card.generalLabel')}
                hideLabel
                maxLength={500}
                rows={3}
              />
            </div>
            {/* On paper, the text (the field is hidden with the buttons). */}
            <p hidden data-print="show">
              {values.text}
            </p>
            <FormSubmitError format={(key: TranslationKey) => t(key)} />
            {submitSucceeded && !dirtySinceLastSubmit && <Alert tone="success">{t('card.appreciationSaved')}</Alert>}
            <div data-print="hide">
              <Button type="submit" variant="secondary" loading={submitting} disabled={submitting}>
                {t('card.saveAppreciation')}
              </Button>
            </div>
          </StackedForm>
        )}
      </Form>
    </SectionCard>
  );
}

/**
 * `/ecole/bulletins/:studentId?periode=n`: a student's report card for a trimester: the school
 * (logo, name), the student, class, year and period on top; per subject the grades, the average
 * on 20 (controls weighted by coefficient), the class average and the appreciation; the general
 * average (subjects weighted by coefficient), rank, absences and delays; the general appreciation
 * (editable, call 92); "Imprimer" prints it alone on A4 (`PrintStyles`). Texts: `learning-grades:card.*`.
 */
export function ReportCardPage() {
  const { t } = useTranslation('learning-grades');
  const vm = useReportCard();
  const { student, school } = vm;
  const name = student ? `${student.last_name} ${student.first_name}` : '';
  return (
    <Page
      title={t('card.title')}
      actions={
        <Button variant="secondary" onClick={() => window.print()} disabled={!vm.card}>
          {t('card.print')}
        </Button>
      }
    >
      <PrintStyles />
      <DetailState
        query={vm.query}
        errorMessage={t('card.loadError')}
        notFound={{ title: t('card.notFoundTitle'), description: t('card.notFoundDescription') }}
        back={{
          to: `/ecole/bulletins?periode=${vm.period}${student?.class_id ? `&classe=${student.class_id}` : ''}`,
          label: t('card.back'),
        }}
      >
        {(card) => (
          <>
            <SectionCard aria-label={t('card.identity')}>
              <CardHead>
                {school?.logo_url && <img src={school.logo_url} alt="" />}
                <div>
                  <SchoolName>{school?.name}</SchoolName>
                  <SectionNote>
                    {t('card.who', {
                      name: `\u2068${name}\u2069`,
                      className: `\u2068${student?.class_name ?? ''}\u2069`,
                      period: t('periodName', { n: vm.period }),
                    })}
                  </SectionNote>
                  {vm.yearName && <SectionNote>{t('card.year', { year: `\u2066${vm.yearName}\u2069` })}</SectionNote>}
                </div>
              </CardHead>
            </SectionCard>
            <Subjects vm={vm} card={card} />
            <Summary vm={vm} card={card} />
            <GeneralAppreciation vm={vm} />
          </>
        )}
      </DetailState>
    </Page>
  );
}
