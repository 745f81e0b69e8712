import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MAX_BYTES,
  STUDENT_IMPORT_MESSAGES,
  STUDENT_IMPORT_SAMPLE,
  type StudentImportColumn,
  type StudentImportError,
  type StudentImportPreviewRow,
} from '@kk/domain';
import { useFormatters, useTranslation, type TranslationKey } from '@kk/i18n';
import {
  Alert,
  BackLink,
  Button,
  ButtonLink,
  DataTable,
  EmptyState,
  FileDropzone,
  Page,
  QueryState,
  Row,
  RowBody,
  RowList,
  RowMeta,
  RowTitle,
  SectionCard,
  SectionNote,
  SectionTitle,
  Select,
  Skeleton,
} from '@kk/ui-kit';
import { useStudentColumns } from '../student-columns';
import { Actions } from '../students-page.styles';
import { CLASS_PARAM } from '../use-chosen-class';
import { ColumnList } from './import-students-page.styles';
import {
  IMPORT_ACCEPT,
  useImportStudents,
  type ImportPreview,
  type UseImportStudentsResult,
} from './use-import-students';

/** The text of a refused cell's reason. */
const REASONS: Readonly<Record<string, TranslationKey>> = {
  [STUDENT_IMPORT_MESSAGES.required]: 'learning-students:import.reasons.required',
  [STUDENT_IMPORT_MESSAGES.massarInvalid]: 'errors:massarCodeInvalid',
  [STUDENT_IMPORT_MESSAGES.massarTaken]: 'errors:massarCodeExists',
  [STUDENT_IMPORT_MESSAGES.badDate]: 'learning-students:import.reasons.badDate',
  [STUDENT_IMPORT_MESSAGES.badGender]: 'learning-students:import.reasons.badGender',
  [STUDENT_IMPORT_MESSAGES.missingColumn]: 'learning-students:import.reasons.missingColumn',
  [STUDENT_IMPORT_MESSAGES.noRows]: 'learning-students:import.reasons.noRows',
};

/** The text of why a cell was refused (a reason this page does not know: 'valeur refusée'). */
const reasonKey = (message: string): TranslationKey => REASONS[message] ?? 'learning-students:import.reasons.other';

/** What each column of the file holds, and how to write it. */
const COLUMN_LABELS: Readonly<Record<StudentImportColumn, TranslationKey<'learning-students'>>> = {
  code_massar: 'learning-students:import.columns.code_massar',
  last_name: 'learning-students:import.columns.last_name',
  first_name: 'learning-students:import.columns.first_name',
  birthday: 'learning-students:import.columns.birthday',
  gender: 'learning-students:import.columns.gender',
  parent_name: 'learning-students:import.columns.parent_name',
  parent_phone: 'learning-students:import.columns.parent_phone',
};

/** The short name of a refused cell's column (the field's label), or of the file as a whole. */
const CELL_LABELS: Readonly<Record<StudentImportColumn | 'file', TranslationKey<'learning-students'>>> = {
  code_massar: 'learning-students:form.massarCode',
  last_name: 'learning-students:form.lastName',
  first_name: 'learning-students:form.firstName',
  birthday: 'learning-students:form.birthday',
  gender: 'learning-students:form.gender',
  parent_name: 'learning-students:form.parentName',
  parent_phone: 'learning-students:form.parentPhone',
  file: 'learning-students:import.wholeFile',
};

/** The refused cells, line by line (0: the file as a whole). */
function byLine(errors: readonly StudentImportError[]): [number, StudentImportError[]][] {
  const lines = new Map<number, StudentImportError[]>();
  for (const error of errors) lines.set(error.row, [...(lines.get(error.row) ?? []), error]);
  return [...lines.entries()];
}

/** Saves the sample file (a Blob, with a BOM so spreadsheets read it as UTF-8). */
function downloadSample() {
  const url = URL.createObjectURL(new Blob(['\uFEFF', STUDENT_IMPORT_SAMPLE], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'eleves-exemple.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/** The file: what it must hold, the sample, the dropzone. */
function FileCard({ vm }: { vm: UseImportStudentsResult }) {
  const { t } = useTranslation('learning-students');
  const { formatNumber } = useFormatters();
  const titleId = useId();
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('import.fileTitle')}</SectionTitle>
      <SectionNote>{t('import.format')}</SectionNote>
      <ColumnList aria-label={t('import.columnsLabel')}>
        {STUDENT_IMPORT_COLUMNS.map((column) => (
          <li key={column}>
            <code dir="ltr">{column}</code> {t(COLUMN_LABELS[column])}
          </li>
        ))}
      </ColumnList>
      <div>
        <Button variant="ghost" size="sm" onClick={downloadSample}>
          {t('import.sample')}
        </Button>
      </div>
      <FileDropzone
        label={t('import.file')}
        buttonLabel={t('import.choose')}
        instructions={t('import.drop')}
        hint={t('import.hint', { size: formatNumber(STUDENT_IMPORT_MAX_BYTES / (1024 * 1024)) })}
        error={vm.fileError ? t(vm.fileError) : undefined}
        accept={IMPORT_ACCEPT}
        maxSize={STUDENT_IMPORT_MAX_BYTES}
        disabled={vm.reading || vm.storing}
        onFiles={(files) => void vm.pick(files)}
        onReject={vm.refuse}
      />
    </SectionCard>
  );
}

/** What the file holds: the students to add, the lines in error with why; then "Importer N élèves". */
function PreviewCard({ vm, preview }: { vm: UseImportStudentsResult; preview: ImportPreview }) {
  const { t } = useTranslation('learning-students');
  const lines = byLine(preview.errors);
  const count = preview.rows.length;
  const columns = useStudentColumns<StudentImportPreviewRow>();
  const titleId = useId();
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('import.previewTitle')}</SectionTitle>
      <SectionNote role="status">
        {t('import.counts', { file: preview.fileName, valid: count, invalid: lines.length })}
      </SectionNote>
      {lines.length > 0 && (
        <Alert tone="warning" title={t('import.errorsTitle', { count: lines.length })}>
          <RowList aria-label={t('import.errorsLabel')}>
            {lines.map(([line, errors]) => (
              <Row key={line}>
                <RowBody>
                  <RowTitle>{line === 0 ? t('import.wholeFile') : t('import.line', { line })}</RowTitle>
                  {errors.map((error) => (
                    <RowMeta key={error.field}>
                      {t('import.reason', {
                        column:
                          error.field in CELL_LABELS ? t(CELL_LABELS[error.field as StudentImportColumn]) : error.field,
                        reason: t(reasonKey(error.message)),
                      })}
                    </RowMeta>
                  ))}
                </RowBody>
              </Row>
            ))}
          </RowList>
        </Alert>
      )}
      {count > 0 && (
        <DataTable
          caption={t('import.rowsLabel')}
          columns={columns}
          rows={preview.rows}
          rowKey={(student) => student.row}
        />
      )}
      {vm.storeError && <Alert tone="danger">{t(vm.storeError)}</Alert>}
      <Actions>
        <Button onClick={() => void vm.store()} loading={vm.storing} disabled={count === 0}>
          {t('import.submit', { count })}
        </Button>
        <Button variant="secondary" onClick={vm.reset} disabled={vm.storing}>
          {t('import.another')}
        </Button>
      </Actions>
    </SectionCard>
  );
}

/**
 * `/ecole/eleves/import` (`?classe=`): a class's students from a CSV file. The class, then the
 * file (checked: CSV, 1 MB at most, not empty), then its preview (the students to add, the lines
 * in error and why); "Importer N élèves" stores the valid rows only, then links to the class.
 * Nothing is stored before that click; a failure keeps the preview. Texts: `learning-students:import.*`.
 */
export function ImportStudentsPage() {
  const { t } = useTranslation('learning-students');
  const vm = useImportStudents();
  const classTitleId = useId();
  const classes = vm.classes.data ?? [];
  const className = classes.find((c) => c.id === vm.classId)?.name ?? '';
  const classPath = vm.classId === null ? '/ecole/eleves' : `/ecole/eleves?${CLASS_PARAM}=${vm.classId}`;

  return (
    <Page title={t('import.title')} description={t('import.description')}>
      <BackLink as={RouterLink} to={classPath}>
        {t('import.back')}
      </BackLink>
      <QueryState
        query={vm.classes}
        errorMessage={t('list.classesError')}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t('list.noClass')} description={t('list.noClassHint')} />}
      >
        {(list) =>
          vm.stored !== null ? (
            <Alert tone="success" title={t('import.doneTitle')}>
              <p>{t('import.done', { count: vm.stored, className })}</p>
              <Actions>
                <ButtonLink as={RouterLink} to={classPath} size="sm">
                  {t('import.seeClass')}
                </ButtonLink>
                <Button variant="secondary" size="sm" onClick={vm.reset}>
                  {t('import.again')}
                </Button>
              </Actions>
            </Alert>
          ) : (
            <>
              <SectionCard aria-labelledby={classTitleId}>
                <SectionTitle id={classTitleId}>{t('import.classTitle')}</SectionTitle>
                <Select
                  label={t('list.class')}
                  value={vm.classId === null ? '' : String(vm.classId)}
                  onChange={(event) => vm.chooseClass(Number(event.target.value))}
                  options={list.map((c) => ({ value: String(c.id), label: c.name }))}
                  disabled={vm.storing}
                />
              </SectionCard>
              <FileCard vm={vm} />
              {vm.reading && <Skeleton variant="rect" height="8rem" />}
              {vm.preview && <PreviewCard vm={vm} preview={vm.preview} />}
            </>
          )
        }
      </QueryState>
    </Page>
  );
}
