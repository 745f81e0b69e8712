import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { Control } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Button, ButtonLink, ConfirmDialog, DataTable, EmptyState, Link, Page, Select } from '@kk/ui-kit';
import { ClassListSection } from '../shared/class-list-section';
import { ClassPeriodChoice } from '../shared/class-period-choice';
import { useGradeFormat } from '../shared/grade-format';
import { RowActions } from '../shared/grades.styles';
import { CHOICE_PARAMS, type GradesRole } from '../shared/use-grades-classes';
import { ControlDialog } from './control-dialog';
import { controlFormValues } from './control-form';
import { useControls, type ControlRow, type UseControlsResult } from './use-controls';

/** The class, period (and, for the administrator, subject) choice. */
function ControlsChoice({ vm, role }: { vm: UseControlsResult; role: GradesRole }) {
  const { t } = useTranslation('learning-grades');
  return (
    <ClassPeriodChoice choice={vm}>
      {role === 'admin' && (
        <Select
          label={t('choice.subject')}
          value={vm.subjectFilter ? String(vm.subjectFilter) : ''}
          onChange={(e) => vm.choose(CHOICE_PARAMS.subjectId, e.target.value || null)}
          options={[
            { value: '', label: t('choice.allSubjects') },
            ...vm.subjects.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
        />
      )}
    </ClassPeriodChoice>
  );
}

/** The controls as a table (one card per control on a phone): title (to its grades), subject, date, coefficient, graded, class average; edit, delete. */
function ControlsTable({
  rows,
  search,
  onEdit,
  onDelete,
}: {
  rows: readonly ControlRow[];
  search: string;
  onEdit: (control: Control) => void;
  onDelete: (control: Control) => void;
}) {
  const { t } = useTranslation('learning-grades');
  const { formatDate, formatNumber } = useFormatters();
  const { grade, outOf } = useGradeFormat();
  return (
    <DataTable
      caption={t('controls.title')}
      rows={rows}
      rowKey={(row) => row.control.id}
      columns={[
        {
          id: 'title',
          header: t('controls.columns.title'),
          cell: ({ control }) => (
            <Link as={RouterLink} to={`${control.id}${search}`}>
              {control.title}
            </Link>
          ),
        },
        { id: 'subject', header: t('controls.columns.subject'), cell: ({ control }) => control.subject_name },
        { id: 'date', header: t('controls.columns.date'), cell: ({ control }) => formatDate(control.date) },
        {
          id: 'coefficient',
          header: t('controls.columns.coefficient'),
          cell: ({ control }) => formatNumber(control.coefficient),
          align: 'end',
        },
        {
          id: 'graded',
          header: t('controls.columns.graded'),
          cell: (row) => outOf(row.graded, row.classSize),
          align: 'end',
        },
        {
          id: 'average',
          header: t('controls.columns.average'),
          cell: (row) => grade(row.average),
          align: 'end',
        },
        {
          id: 'actions',
          header: t('controls.columns.actions'),
          labelOnCard: false,
          cell: ({ control }) => (
            <RowActions>
              {(
                [
                  ['secondary', onEdit, t('controls.edit'), t('controls.editNamed', { title: control.title })],
                  ['ghost', onDelete, t('controls.delete'), t('controls.deleteNamed', { title: control.title })],
                ] as const
              ).map(([variant, onClick, label, named]) => (
                <Button key={label} variant={variant} size="sm" onClick={() => onClick(control)} aria-label={named}>
                  {label}
                </Button>
              ))}
            </RowActions>
          ),
        },
      ]}
    />
  );
}

/** Hands a text file to the browser's download (UTF-8; the content carries its BOM). */
function download(name: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The controls of a class and period, for a professor or the administrator (see the exported pages). */
function GradesControls({ role }: { role: GradesRole }) {
  const { t } = useTranslation('learning-grades');
  const vm = useControls(role);
  const { search } = useLocation();
  const [dialog, setDialog] = useState<{ editing: Control | null } | null>(null);
  const [toDelete, setToDelete] = useState<Control | null>(null);
  const initialValues = useMemo(
    () =>
      controlFormValues(dialog?.editing ?? null, {
        period: vm.period,
        subjectId: vm.subjectFilter ?? (vm.subjects.length === 1 ? (vm.subjects[0]?.id ?? null) : null),
        today: new Date(),
      }),
    [dialog, vm.period, vm.subjectFilter, vm.subjects],
  );

  return (
    <Page
      title={t('controls.title')}
      description={role === 'admin' ? t('controls.adminIntro') : t('controls.professorIntro')}
      actions={
        <>
          {role === 'admin' && (
            <ButtonLink as={RouterLink} to={`/ecole/bulletins${search}`} variant="secondary">
              {t('controls.reportCards')}
            </ButtonLink>
          )}
          <Button
            variant="secondary"
            disabled={!vm.query.data?.length}
            onClick={() => {
              const file = vm.exportFile();
              if (file) download(file.name, file.content);
            }}
          >
            {t('controls.export')}
          </Button>
          <Button onClick={() => setDialog({ editing: null })} disabled={!vm.selectedClass}>
            {t('controls.new')}
          </Button>
        </>
      }
    >
      <ControlsChoice vm={vm} role={role} />
      <ClassListSection
        choice={vm}
        texts="controls"
        query={vm.query}
        loadingHeight="12rem"
        empty={<EmptyState title={t('controls.empty')} description={t('controls.emptyHint')} headingLevel={3} />}
      >
        {(rows) => (
          <ControlsTable
            rows={rows}
            search={search}
            onEdit={(control) => setDialog({ editing: control })}
            onDelete={setToDelete}
          />
        )}
      </ClassListSection>
      <ControlDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        initialValues={initialValues}
        subjects={vm.subjects}
        periods={vm.periods}
        levelId={vm.selectedClass?.level_id ?? null}
        onSave={(values) => vm.save(values, dialog?.editing ?? null)}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('controls.confirmTitle', { title: toDelete?.title ?? '' })}
        description={t('controls.confirmDescription')}
        cancelLabel={t('controls.keep')}
        confirmLabel={t('controls.delete')}
        failedMessage={t('controls.deleteFailed')}
        onConfirm={async () => {
          if (toDelete) await vm.remove(toDelete);
          setToDelete(null);
        }}
        onClose={() => setToDelete(null)}
      />
    </Page>
  );
}

/**
 * `/professeur/notes`: the professor's controls of a class and trimester (call 69) with the graded
 * count and class average; "Nouveau contrôle", edit, delete (confirmed) with call 84; a control's
 * title opens its grades. Texts: `learning-grades:controls.*`.
 */
export function ProfessorGradesPage() {
  return <GradesControls role="professor" />;
}

/**
 * `/ecole/notes`: the administrator's view of every class's controls, by subject and trimester,
 * written with call 85 (controls planned by the school); a link to the report cards.
 */
export function SchoolGradesPage() {
  return <GradesControls role="admin" />;
}
