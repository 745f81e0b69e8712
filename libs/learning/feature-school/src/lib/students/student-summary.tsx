import type { ReactNode } from 'react';
import type { Student } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { RowBody, RowMeta, RowTitle } from '@kk/ui-kit';
import { GENDER_LABELS } from './student-form';

/** Props of StudentSummary. */
export interface StudentSummaryProps {
  /** The student (of the register, or a line of an import file). */
  student: Pick<Student, 'last_name' | 'first_name' | 'massar_code' | 'birthday' | 'gender'>;
  /** More about them under the line (the linked-account badge). */
  children?: ReactNode;
}

/** "Nom Prénom", as a class list writes it. */
export const fullName = (student: StudentSummaryProps['student']) => `${student.last_name} ${student.first_name}`;

/**
 * Who a student is, in a row of a list: "Nom Prénom", then the Code Massar, the date of birth and
 * the gender (values isolated, so a Latin name or code keeps its order on an Arabic page).
 */
export function StudentSummary({ student, children }: StudentSummaryProps) {
  const { t } = useTranslation('learning-students');
  const { formatDate } = useFormatters();
  return (
    <RowBody>
      <RowTitle>
        <bdi>{fullName(student)}</bdi>
      </RowTitle>
      <RowMeta>
        {t('list.massar')} <bdi dir="ltr">{student.massar_code}</bdi> · {t('list.born')}{' '}
        <bdi>{formatDate(student.birthday)}</bdi> · {t(GENDER_LABELS[student.gender])}
      </RowMeta>
      {children}
    </RowBody>
  );
}
