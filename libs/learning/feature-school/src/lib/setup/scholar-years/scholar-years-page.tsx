import type { ScholarYear } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Alert, Badge, Button, FormField, Page, RowMeta, TextField } from '@kk/ui-kit';
import { EditableList } from '../shared/editable-list';
import { DateRangeInputs } from '../shared/form-fields';
import { scholarYearValues, useScholarYears, validateScholarYear, type ScholarYearValues } from './use-scholar-years';

/** The scholar year form's fields: name, start and end (DD/MM/YYYY). */
export function ScholarYearFields() {
  const { t } = useTranslation('learning-school');
  return (
    <>
      <FormField name="name" component={TextField} label={t('years.name')} hint={t('years.nameHint')} required />
      <DateRangeInputs startLabel={t('years.start')} endLabel={t('years.end')} />
    </>
  );
}

/** The scholar years list with its form (the page's content, reused by the guided first run). */
export function ScholarYearsSection() {
  const { t } = useTranslation('learning-school');
  const { formatDate } = useFormatters();
  const vm = useScholarYears();
  return (
    <>
      {vm.makeCurrentFailed && <Alert tone="danger">{t('years.makeCurrentFailed')}</Alert>}
      <EditableList<ScholarYear, ScholarYearValues>
        title={t('years.listTitle')}
        query={vm.query}
        errorMessage={t('years.loadError')}
        emptyTitle={t('years.empty')}
        name={(year) => year.name}
        meta={(year) => (
          <RowMeta>
            {t('years.range', {
              start: formatDate(new Date(`${year.start_date}T00:00:00`), 'long'),
              end: formatDate(new Date(`${year.end_date}T00:00:00`), 'long'),
            })}
          </RowMeta>
        )}
        actions={(year) =>
          year.is_current ? (
            <Badge tone="success">{t('years.current')}</Badge>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={vm.makingCurrent}
              aria-label={t('years.makeCurrentLabel', { name: year.name })}
              onClick={() => void vm.makeCurrent(year).catch(() => undefined)}
            >
              {t('years.makeCurrent')}
            </Button>
          )
        }
        addLabel={t('years.add')}
        formTitles={{ add: t('years.addTitle'), edit: t('years.editTitle') }}
        initialValues={scholarYearValues}
        validate={validateScholarYear}
        fields={<ScholarYearFields />}
        save={vm.save}
        remove={vm.remove}
        deleteWarning={t('years.deleteWarning')}
      />
    </>
  );
}

/**
 * `/ecole/annees`, "Années scolaires": the school's scholar years (name, dates), the current one
 * marked, "Définir comme année en cours"; add, edit, delete. Texts: `learning-school:years.*`.
 */
export function ScholarYearsPage() {
  const { t } = useTranslation('learning-school');
  return (
    <Page title={t('years.title')} description={t('years.description')}>
      <ScholarYearsSection />
    </Page>
  );
}
