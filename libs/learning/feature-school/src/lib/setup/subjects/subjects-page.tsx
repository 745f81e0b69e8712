import type { SchoolSubject } from '@kk/domain';
import { useFormatters, useLanguage, useTranslation } from '@kk/i18n';
import { Badge, CheckboxListField, FormField, NumberFormField, Page, RowMeta, TextField } from '@kk/ui-kit';
import { EditableList } from '../shared/editable-list';
import { FieldPair } from '../shared/editable-list.styles';
import { useLevelsTaught } from '../shared/use-levels-taught';
import { subjectValues, useSubjects, validateSubject, type SubjectValues } from './use-subjects';

/** The levels of a subject: a checkbox per level taught; its error once under the list. */
function LevelsField() {
  const { t } = useTranslation('learning-school');
  const { levels, nameOf } = useLevelsTaught();
  const options = levels.map((level) => ({ value: String(level.level_id), label: nameOf(level.level_id) }));
  return <CheckboxListField name="level_ids" groups={[{ key: 'levels', legend: t('subjects.levels'), options }]} />;
}

/** The subject form's fields: names in French and Arabic, levels (those taught), coefficient. */
function SubjectFields() {
  const { t } = useTranslation('learning-school');
  return (
    <>
      <FieldPair>
        <FormField name="name" component={TextField} label={t('subjects.name')} required />
        <FormField name="name_ar" component={TextField} label={t('subjects.nameAr')} controlDir="rtl" lang="ar" />
      </FieldPair>
      <LevelsField />
      <NumberFormField name="coefficient" label={t('subjects.coefficient')} decimal required />
    </>
  );
}

/** The subjects list with its form (the page's content, reused by the guided first run). */
export function SubjectsSection() {
  const { t } = useTranslation('learning-school');
  const { language } = useLanguage();
  const { formatNumber } = useFormatters();
  const { nameOf } = useLevelsTaught();
  const vm = useSubjects();
  const name = (s: SchoolSubject) => (language === 'ar' && s.name_ar ? s.name_ar : s.name);
  return (
    <EditableList<SchoolSubject, SubjectValues>
      title={t('subjects.listTitle')}
      query={vm.query}
      errorMessage={t('subjects.loadError')}
      emptyTitle={t('subjects.empty')}
      name={name}
      meta={(s) => (
        <>
          <RowMeta>{t('subjects.coefficientLine', { value: formatNumber(s.coefficient) })}</RowMeta>
          <RowMeta>
            {s.level_ids.map((id, i) => (
              <span key={id}>
                {i > 0 && ' · '}
                <bdi>{nameOf(id)}</bdi>
              </span>
            ))}
          </RowMeta>
        </>
      )}
      actions={(s) =>
        s.own ? <Badge tone="accent">{t('subjects.own')}</Badge> : <Badge>{t('subjects.national')}</Badge>
      }
      editable={(s) => s.own}
      addLabel={t('subjects.add')}
      formTitles={{ add: t('subjects.addTitle'), edit: t('subjects.editTitle') }}
      initialValues={subjectValues}
      validate={validateSubject}
      fields={<SubjectFields />}
      save={vm.save}
      remove={vm.remove}
      deleteWarning={t('subjects.deleteWarning')}
    />
  );
}

/**
 * `/ecole/matieres`, "Matières": the national programme's subjects of the levels taught
 * (read-only) and the school's own (name in French and Arabic, levels, coefficient ≥ 0); add,
 * edit, delete its own. Texts: `learning-school:subjects.*`.
 */
export function SubjectsPage() {
  const { t } = useTranslation('learning-school');
  return (
    <Page title={t('subjects.title')} description={t('subjects.description')}>
      <SubjectsSection />
    </Page>
  );
}
