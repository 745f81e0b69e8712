import type { ReactNode } from 'react';
import { useTranslation } from '@kk/i18n';
import { Select } from '@kk/ui-kit';
import { Choices } from './grades.styles';
import { CHOICE_PARAMS, type useGradesClasses } from './use-grades-classes';

/** The class and period selects of a grades page (kept in the address), and any further choice. */
export function ClassPeriodChoice({
  choice,
  children,
}: {
  choice: ReturnType<typeof useGradesClasses>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('learning-grades');
  return (
    <Choices>
      <Select
        label={t('choice.class')}
        value={choice.selectedClass ? String(choice.selectedClass.id) : ''}
        onChange={(e) => choice.choose(CHOICE_PARAMS.classId, e.target.value)}
        options={choice.classes.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <Select
        label={t('choice.period')}
        value={String(choice.period)}
        onChange={(e) => choice.choose(CHOICE_PARAMS.period, e.target.value)}
        options={choice.periods.map((p) => ({ value: String(p), label: t('periodName', { n: p }) }))}
      />
      {children}
    </Choices>
  );
}
