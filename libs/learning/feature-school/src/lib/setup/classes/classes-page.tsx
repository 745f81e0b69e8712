import type { SchoolClass } from '@kk/domain';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { FormField, Page, RowMeta, Select, TextField } from '@kk/ui-kit';
import { EditableList } from '../shared/editable-list';
import { isolate } from '../shared/isolate';
import { LevelsTaughtCard } from './levels-taught-card';
import { useClasses, validateClass, type ClassValues } from './use-classes';

/** The class form's choices: label, placeholder (the empty choice), whether one must be chosen. */
const CLASS_CHOICES: {
  name: 'level_id' | 'scholar_year_id' | 'main_professor_id';
  label: TranslationKey;
  placeholder: TranslationKey;
  required?: boolean;
}[] = [
  {
    name: 'level_id',
    label: 'learning-school:classes.level',
    placeholder: 'learning-school:classes.levelPlaceholder',
    required: true,
  },
  {
    name: 'scholar_year_id',
    label: 'learning-school:classes.year',
    placeholder: 'learning-school:classes.yearPlaceholder',
    required: true,
  },
  {
    name: 'main_professor_id',
    label: 'learning-school:classes.mainProfessorLabel',
    placeholder: 'learning-school:classes.noMainProfessor',
  },
];

/** The class form's fields: name, level (those taught), scholar year, main professor (or none). */
function ClassFields({ vm }: { vm: ReturnType<typeof useClasses> }) {
  const { t } = useTranslation('learning-school');
  const options = {
    level_id: vm.taught.levels.map((l) => ({ value: String(l.level_id), label: vm.taught.nameOf(l.level_id) })),
    scholar_year_id: vm.years.map((y) => ({ value: String(y.id), label: y.name })),
    main_professor_id: vm.professors.map((p) => ({ value: String(p.id), label: p.name })),
  };
  return (
    <>
      <FormField name="name" component={TextField} label={t('classes.name')} hint={t('classes.nameHint')} required />
      {CLASS_CHOICES.map(({ name, label, placeholder, required }) => (
        <FormField
          key={name}
          name={name}
          component={Select}
          label={t(label)}
          placeholder={t(placeholder)}
          options={options[name]}
          required={required}
        />
      ))}
    </>
  );
}

/** The levels taught, then the classes by level with their form (the page's content, reused by the guided first run). */
export function ClassesSection({
  levels = true,
}: {
  /** Show the levels taught first. @default true */ levels?: boolean;
}) {
  const { t } = useTranslation('learning-school');
  const vm = useClasses();
  const yearName = (id: number) => vm.years.find((y) => y.id === id)?.name ?? '';
  return (
    <>
      {levels && <LevelsTaughtCard vm={vm} />}
      <EditableList<SchoolClass, ClassValues>
        title={t('classes.listTitle')}
        query={vm.query}
        errorMessage={t('classes.loadError')}
        emptyTitle={t('classes.empty')}
        name={(c) => c.name}
        groupOf={(c) => vm.taught.nameOf(c.level_id) || c.level_name}
        meta={(c) => (
          <>
            <RowMeta>
              {t('classes.meta', { year: isolate(yearName(c.scholar_year_id)), count: c.students_count })}
            </RowMeta>
            {c.main_professor_name && (
              <RowMeta>
                {t('classes.mainProfessor')} <bdi>{c.main_professor_name}</bdi>
              </RowMeta>
            )}
          </>
        )}
        addLabel={t('classes.add')}
        formTitles={{ add: t('classes.addTitle'), edit: t('classes.editTitle') }}
        initialValues={vm.initialValues}
        validate={validateClass}
        fields={<ClassFields vm={vm} />}
        save={vm.save}
        remove={vm.remove}
        deleteWarning={t('classes.deleteWarning')}
      />
    </>
  );
}

/** The levels taught alone (the guided first run's levels step). */
export function LevelsTaughtSection() {
  const vm = useClasses();
  return <LevelsTaughtCard vm={vm} />;
}

/**
 * `/ecole/classes`, "Niveaux et classes": the level groups taught, then the classes of each level
 * (name, scholar year, students count, main professor); add, edit, delete. Texts:
 * `learning-school:levels.*`, `classes.*`.
 */
export function ClassesPage() {
  const { t } = useTranslation('learning-school');
  return (
    <Page title={t('classes.title')} description={t('classes.description')}>
      <ClassesSection />
    </Page>
  );
}
