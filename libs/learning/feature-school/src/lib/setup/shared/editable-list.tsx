import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  FormSubmitError,
  Modal,
  QuerySection,
  RowBody,
  RowList,
  RowTitle,
  Skeleton,
  type QueryStateQuery,
} from '@kk/ui-kit';
import { FormButtons, FormStack, GroupTitle, RowActions, WrappingRow } from './editable-list.styles';
import { isolate } from './isolate';
import { refusalKey, translateSubmission } from './server-errors';

/** Props of {@link EditableList}. */
export interface EditableListProps<Row extends { id: number }, Values extends object> {
  /** The section's title (also the list's accessible name). */
  title: string;
  /** A line under the title. */
  note?: ReactNode;
  /** The rows' query, for the section's loading, error and empty states. */
  query: QueryStateQuery<Row[]>;
  /** Said when the rows could not be loaded. */
  errorMessage: string;
  /** Said when there is no row yet. */
  emptyTitle: string;
  /** The row's name (its title, and the name in the buttons' labels). */
  name: (row: Row) => string;
  /** Lines under the row's name. */
  meta?: (row: Row) => ReactNode;
  /** More buttons of a row (before Modifier and Supprimer). */
  actions?: (row: Row) => ReactNode;
  /** Whether a row may be edited and deleted. @default every row */
  editable?: (row: Row) => boolean;
  /** The group a row is listed under (rows in the order given, a title per group). */
  groupOf?: (row: Row) => string;
  /** Text of the add button ("Ajouter une classe"). */
  addLabel: string;
  /** The form's title when adding and when editing. */
  formTitles: { add: string; edit: string };
  /** The form's values for a new row (null) or the row edited. */
  initialValues: (row: Row | null) => Partial<Values>;
  /** Checks the values; translation keys of the messages by field. */
  validate: (values: Values) => Partial<Record<string, TranslationKey>>;
  /** The form's fields (FormField elements). */
  fields: ReactNode;
  /** Saves (row null: adds); answers what {@link submissionErrors} gives on a failure. */
  save: (values: Values, row: Row | null) => Promise<Record<string, TranslationKey> | undefined>;
  /** Deletes a row; rejects on a failure. */
  remove: (row: Row) => Promise<unknown>;
  /** What deleting a row means ("Ses élèves ..."), under the question. */
  deleteWarning: string;
}

/**
 * A section of the school's setup: its rows (name, lines, Modifier and Supprimer), an add button,
 * the add/edit form in a Modal (values kept and the reason shown when the backend refuses them, a
 * 400 on its field) and the delete confirmation (a refused delete says why). Texts: the caller's,
 * and `learning-school:list.*`.
 */
export function EditableList<Row extends { id: number }, Values extends object>(props: EditableListProps<Row, Values>) {
  const { t } = useTranslation('learning-school');
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<TranslationKey | null>(null);
  const formId = useId();
  const editable = props.editable ?? (() => true);
  const translate = (key: TranslationKey) => t(key);
  // One object per opening: final-form starts again whenever its initial values change identity.
  const { initialValues: valuesOf } = props;
  const initialValues = useMemo(() => valuesOf(editing ?? null), [valuesOf, editing]);

  const submit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    const errors = await props.save(values, editing ?? null);
    if (errors) return translateSubmission(errors, translate);
    setEditing(undefined);
    return undefined;
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteFailure(null);
    try {
      await props.remove(deleting);
    } catch (error) {
      setDeleteFailure(refusalKey(error));
      throw error;
    }
    setDeleting(null);
  };

  const addButton = (
    <Button variant="secondary" size="sm" onClick={() => setEditing(null)}>
      {props.addLabel}
    </Button>
  );

  const renderRow = (row: Row) => (
    <WrappingRow key={row.id}>
      <RowBody data-ui="editable-row-body">
        <RowTitle>
          <bdi>{props.name(row)}</bdi>
        </RowTitle>
        {props.meta?.(row)}
      </RowBody>
      <RowActions>
        {props.actions?.(row)}
        {editable(row) && (
          <>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('list.editLabel', { name: props.name(row) })}
              onClick={() => setEditing(row)}
            >
              {t('list.edit')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('list.deleteLabel', { name: props.name(row) })}
              onClick={() => setDeleting(row)}
            >
              {t('list.delete')}
            </Button>
          </>
        )}
      </RowActions>
    </WrappingRow>
  );

  const renderRows = (rows: Row[], titleId: string) => {
    if (!props.groupOf) return <RowList aria-labelledby={titleId}>{rows.map(renderRow)}</RowList>;
    const groups = new Map<string, Row[]>();
    for (const row of rows) groups.set(props.groupOf(row), [...(groups.get(props.groupOf(row)) ?? []), row]);
    return [...groups.entries()].map(([group, groupRows]) => (
      <Fragment key={group}>
        <GroupTitle>{group}</GroupTitle>
        <RowList aria-label={group}>{groupRows.map(renderRow)}</RowList>
      </Fragment>
    ));
  };

  return (
    <>
      <QuerySection
        title={props.title}
        note={addButton}
        intro={props.note}
        query={props.query}
        errorMessage={props.errorMessage}
        loading={<Skeleton variant="rect" height="3.5rem" count={3} />}
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState title={props.emptyTitle} headingLevel={3} />}
      >
        {(rows, titleId) => renderRows(rows, titleId)}
      </QuerySection>

      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? props.formTitles.edit : props.formTitles.add}
        closeLabel={t('list.close')}
      >
        <Form<Values>
          onSubmit={submit}
          validate={(values) =>
            Object.fromEntries(Object.entries(props.validate(values)).map(([k, key]) => [k, key && t(key)]))
          }
          initialValues={initialValues}
        >
          {({ handleSubmit, submitting }) => (
            <FormStack
              id={formId}
              onSubmit={handleSubmit}
              noValidate
              aria-label={editing ? props.formTitles.edit : props.formTitles.add}
            >
              {props.fields}
              <FormSubmitError format={translate} />
              <FormButtons>
                <Button variant="secondary" onClick={() => setEditing(undefined)}>
                  {t('list.cancel')}
                </Button>
                <Button type="submit" loading={submitting} disabled={submitting}>
                  {t('list.save')}
                </Button>
              </FormButtons>
            </FormStack>
          )}
        </Form>
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        title={t('list.deleteTitle', { name: isolate(deleting ? props.name(deleting) : '') })}
        description={props.deleteWarning}
        cancelLabel={t('list.keep')}
        confirmLabel={t('list.delete')}
        failedMessage={deleteFailure ? t(deleteFailure) : t('list.deleteFailed')}
        closeLabel={t('list.close')}
        onConfirm={confirmDelete}
        onClose={() => {
          setDeleting(null);
          setDeleteFailure(null);
        }}
      />
    </>
  );
}
