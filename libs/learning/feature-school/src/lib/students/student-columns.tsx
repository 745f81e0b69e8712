import type { DataTableColumn } from '@kk/ui-kit';
import type { Student } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { GENDER_LABELS } from './student-form';

/** What the columns read of a student: one of the register, or a line of an import file. */
export type StudentIdentity = Pick<Student, 'last_name' | 'first_name' | 'massar_code' | 'birthday' | 'gender'>;

/** "Nom Prénom", as a class list writes it. */
export const fullName = (student: StudentIdentity) => `${student.last_name} ${student.first_name}`;

/**
 * The columns that say who a student is, for a `DataTable` (the class list, an import's preview):
 * "Nom Prénom" (the row's header), Code Massar, date of birth, gender. Names and codes are isolated
 * (`<bdi>`) so they keep their order on an Arabic page.
 */
export function useStudentColumns<Row extends StudentIdentity>(): DataTableColumn<Row>[] {
  const { t } = useTranslation('learning-students');
  const { formatDate } = useFormatters();
  return [
    { id: 'name', header: t('table.name'), cell: (student) => <bdi>{fullName(student)}</bdi> },
    { id: 'massar', header: t('form.massarCode'), cell: (student) => <bdi dir="ltr">{student.massar_code}</bdi> },
    { id: 'birthday', header: t('form.birthday'), cell: (student) => <bdi>{formatDate(student.birthday)}</bdi> },
    { id: 'gender', header: t('form.gender'), cell: (student) => t(GENDER_LABELS[student.gender]) },
  ];
}
