import { useState } from 'react';
import type { Seance, UpdateScope } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Button, ConfirmDialog, EmptyState, Page, RadioGroup, Select } from '@kk/ui-kit';
import { SeanceDetails } from './seance-details';
import { SeanceForm, type SeanceFormLists } from './seance-form';
import { newSeanceValues, seanceValues, type SeanceFormValues } from './seance-form-values';
import { FilterBar } from './timetable.styles';
import { useSchoolTimetable } from './use-school-timetable';
import { SCOPE_TEXTS } from './week';
import { WeekSection } from './week-section';

type Editing = { kind: 'add'; values: SeanceFormValues } | { kind: 'edit'; seance: Seance; scope: UpdateScope };

/** The filter: by class or by professor, then which one. */
function Filter({ vm }: { vm: ReturnType<typeof useSchoolTimetable> }) {
  const { t } = useTranslation('learning-timetable');
  const by = vm.filter?.by ?? 'class';
  const classes = vm.classes.data ?? [];
  const professors = vm.professors.data ?? [];
  return (
    <>
      <RadioGroup
        legend={t('school.show')}
        orientation="horizontal"
        value={by}
        onChange={(value) =>
          value === 'professor' ? vm.showProfessor(professors[0]?.id ?? null) : vm.showClass(classes[0]?.id ?? 0)
        }
        options={[
          { value: 'class', label: t('school.byClass') },
          { value: 'professor', label: t('school.byProfessor'), disabled: professors.length === 0 },
        ]}
      />
      {by === 'class' ? (
        <Select
          label={t('school.class')}
          value={String(vm.filter?.id ?? '')}
          onChange={(event) => vm.showClass(Number(event.target.value))}
          options={classes.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      ) : (
        <Select
          label={t('school.professor')}
          value={String(vm.filter?.id ?? '')}
          onChange={(event) => vm.showProfessor(Number(event.target.value))}
          options={professors.map((p) => ({ value: String(p.id), label: p.name }))}
        />
      )}
    </>
  );
}

/**
 * `/ecole/emploi-du-temps`: the school's week by class (the first at first) or by professor, with
 * the previous and next weeks ("?semaine="); "Ajouter une séance"; a seance opens its details, to
 * change or delete it with its §9 scope, after which the week reloads. Texts: `learning-timetable`.
 */
export function SchoolTimetablePage() {
  const { t } = useTranslation('learning-timetable');
  const { formatDate } = useFormatters();
  const vm = useSchoolTimetable();
  const [opened, setOpened] = useState<Seance | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ seance: Seance; scope: UpdateScope } | null>(null);
  const [removing, setRemoving] = useState(false);
  const lists: SeanceFormLists = {
    classes: vm.classes.data ?? [],
    subjects: vm.subjects.data ?? [],
    professors: vm.professors.data ?? [],
    classrooms: vm.classrooms.data ?? [],
    holidays: vm.holidays.data ?? [],
  };
  const noClass = vm.classes.data !== undefined && vm.classes.data.length === 0;
  const firstDay = vm.week.isThisWeek ? vm.week.today : vm.week.monday;

  return (
    <Page
      title={t('school.title')}
      description={t('school.description')}
      actions={
        <Button
          onClick={() =>
            setEditing({
              kind: 'add',
              values: newSeanceValues(firstDay, vm.filter?.by === 'class' ? vm.filter.id : undefined),
            })
          }
          disabled={noClass || vm.classes.data === undefined}
        >
          {t('school.add')}
        </Button>
      }
    >
      {noClass ? (
        <EmptyState title={t('school.noClass')} description={t('school.noClassHint')} />
      ) : (
        <>
          <FilterBar>
            <Filter vm={vm} />
          </FilterBar>
          <WeekSection
            week={vm.week}
            query={
              vm.classes.isError
                ? { isError: true, isLoading: false, error: vm.classes.error, refetch: vm.classes.refetch }
                : vm.query
            }
            errorMessage={t('school.loadError')}
            who={vm.who}
            onSelect={setOpened}
          />
        </>
      )}
      <SeanceDetails
        key={opened ? `${opened.id}-${opened.date}` : 'none'}
        seance={opened}
        onClose={() => setOpened(null)}
        onEdit={(seance, scope) => {
          setOpened(null);
          setEditing({ kind: 'edit', seance, scope });
        }}
        onDelete={(seance, scope) => {
          setOpened(null);
          setDeleting({ seance, scope });
        }}
      />
      {editing && (
        <SeanceForm
          open
          mode={editing.kind === 'add' ? { kind: 'add' } : { kind: 'edit', scope: editing.scope }}
          initialValues={editing.kind === 'add' ? editing.values : seanceValues(editing.seance)}
          lists={lists}
          onSubmit={(values) =>
            editing.kind === 'add' ? vm.add(values) : vm.edit(editing.seance, values, editing.scope)
          }
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        description={
          deleting ? t(SCOPE_TEXTS[deleting.scope].deleted, { date: formatDate(deleting.seance.date, 'long') }) : ''
        }
        cancelLabel={t('delete.cancel')}
        confirmLabel={t('delete.confirm')}
        failedMessage={t('delete.failed')}
        busy={removing}
        onConfirm={async () => {
          if (!deleting) return;
          setRemoving(true);
          try {
            await vm.remove(deleting.seance, deleting.scope);
            setDeleting(null);
          } finally {
            setRemoving(false);
          }
        }}
        onClose={() => setDeleting(null)}
      />
    </Page>
  );
}
