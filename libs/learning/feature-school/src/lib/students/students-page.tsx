import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SEARCH_DELAY_MS, type Student } from '@kk/domain';
import { useLanguage, useTranslation } from '@kk/i18n';
import {
  Badge,
  Button,
  ButtonLink,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Page,
  Pagination,
  QueryState,
  SearchBox,
  SectionCard,
  SectionNote,
  Select,
  type DataTableColumn,
} from '@kk/ui-kit';
import { StudentFormModal } from './student-form-modal';
import { studentFormValues, type StudentFormValues } from './student-form';
import { fullName, useStudentColumns } from './student-columns';
import { Actions, Columns } from './students-page.styles';
import { CLASS_PARAM } from './use-chosen-class';
import { useStudents, type UseStudentsResult } from './use-students';

/** Where the import page is, for the class shown. */
export const importPath = (classId: number | null) =>
  classId === null ? '/ecole/eleves/import' : `/ecole/eleves/import?${CLASS_PARAM}=${classId}`;

/** The list's columns: who the student is, their account, and the row's buttons. */
function useListColumns(onEdit: (student: Student) => void, onDelete: (student: Student) => void) {
  const { t } = useTranslation('learning-students');
  const columns: DataTableColumn<Student>[] = [
    ...useStudentColumns<Student>(),
    {
      id: 'account',
      header: t('table.account'),
      cell: (student) => (
        <Badge tone={student.has_account ? 'success' : 'neutral'}>
          {t(student.has_account ? 'list.account' : 'list.noAccount')}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: t('table.actions'),
      labelOnCard: false,
      cell: (student) => (
        <Actions>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onEdit(student)}
            aria-label={t('list.editName', { name: fullName(student) })}
          >
            {t('list.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onDelete(student)}
            aria-label={t('list.deleteName', { name: fullName(student) })}
          >
            {t('list.delete')}
          </Button>
        </Actions>
      ),
    },
  ];
  return columns;
}

/** The class's students (a page of 20), or its empty state with the ways to fill it. */
function ClassStudents({
  vm,
  onAdd,
  onEdit,
  onDelete,
}: {
  vm: UseStudentsResult;
  onAdd: () => void;
  onEdit: (student: Student) => void;
  onDelete: (student: Student) => void;
}) {
  const { t } = useTranslation('learning-students');
  const columns = useListColumns(onEdit, onDelete);
  return (
    <QueryState
      query={vm.query}
      errorMessage={t('list.loadError')}
      isEmpty={(list) => list.length === 0}
      empty={
        vm.search ? (
          <EmptyState title={t('list.noMatch')} description={t('list.noMatchHint')} headingLevel={2} />
        ) : (
          <EmptyState
            title={t('list.empty')}
            description={t('list.emptyHint')}
            headingLevel={2}
            action={
              <Actions>
                <ButtonLink as={RouterLink} to={importPath(vm.classId)}>
                  {t('actions.import')}
                </ButtonLink>
                <Button variant="secondary" onClick={onAdd}>
                  {t('actions.add')}
                </Button>
              </Actions>
            }
          />
        )
      }
    >
      {(list) => (
        <>
          <SectionNote role="status">{t('list.count', { count: list.length })}</SectionNote>
          <DataTable caption={t('list.label')} columns={columns} rows={vm.pageItems} rowKey={(student) => student.id} />
          {vm.pageCount > 1 && (
            <Pagination
              page={vm.page}
              pageCount={vm.pageCount}
              onPageChange={vm.setPage}
              label={t('list.pages')}
              previousLabel={t('list.previous')}
              nextLabel={t('list.next')}
              pageLabel={(page) => t('list.page', { page })}
            />
          )}
        </>
      )}
    </QueryState>
  );
}

/**
 * `/ecole/eleves` (`?classe=`): the students of one class of the school, by last then first name,
 * searchable by name or Code Massar, 20 a page; add, edit (a dialog) and delete (after a
 * confirmation naming the student); an empty class offers the import and the form. Texts:
 * `learning-students:*`.
 */
export function StudentsPage() {
  const { t } = useTranslation('learning-students');
  const vm = useStudents();
  const [editing, setEditing] = useState<{ id?: number; values: StudentFormValues } | null>(null);
  const [deleting, setDeleting] = useState<Student | null>(null);
  const classes = vm.classes.data ?? [];
  const { language } = useLanguage();
  // A Latin name inside an Arabic sentence keeps its own direction (first-strong isolate).
  const isolated = (text: string) => (language === 'ar' ? `\u2068${text}\u2069` : text);

  const add = () => setEditing({ values: { class_id: vm.classId === null ? '' : String(vm.classId) } });
  const edit = (student: Student) => setEditing({ id: student.id, values: studentFormValues(student) });

  return (
    <Page
      title={t('list.title')}
      description={t('list.description')}
      actions={
        classes.length > 0 && (
          <Actions>
            <ButtonLink as={RouterLink} to={importPath(vm.classId)} variant="secondary">
              {t('actions.import')}
            </ButtonLink>
            <Button onClick={add}>{t('actions.add')}</Button>
          </Actions>
        )
      }
    >
      <QueryState
        query={vm.classes}
        errorMessage={t('list.classesError')}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t('list.noClass')} description={t('list.noClassHint')} />}
      >
        {(list) => (
          <SectionCard aria-label={t('list.label')}>
            <Columns $min="14rem">
              <Select
                label={t('list.class')}
                value={vm.classId === null ? '' : String(vm.classId)}
                onChange={(event) => vm.chooseClass(Number(event.target.value))}
                options={list.map((c) => ({ value: String(c.id), label: c.name }))}
              />
              <SearchBox
                label={t('list.search')}
                placeholder={t('list.searchPlaceholder')}
                clearLabel={t('list.clearSearch')}
                showLabel
                delay={SEARCH_DELAY_MS}
                onSearch={vm.setSearch}
              />
            </Columns>
            <ClassStudents vm={vm} onAdd={add} onEdit={edit} onDelete={setDeleting} />
          </SectionCard>
        )}
      </QueryState>
      {editing && (
        <StudentFormModal editing={editing} classes={classes} save={vm.save} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        description={deleting ? t('delete.description', { name: isolated(fullName(deleting)) }) : ''}
        cancelLabel={t('delete.cancel')}
        confirmLabel={t('delete.confirm')}
        failedMessage={t('delete.failed')}
        onConfirm={async () => {
          if (deleting) await vm.remove(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Page>
  );
}
