import { useEffect, useMemo } from 'react';
import { useField } from 'react-final-form';
import { useGetCompetenciesQuery } from '@kk/api-clients';
import { useTranslation } from '@kk/i18n';
import { CheckboxList, SectionNote } from '@kk/ui-kit';

/**
 * "Compétences évaluées": the competencies of the subject chosen in the control form at the class's
 * level (call 68), each a checkbox (`competency_ids`). A choice of another subject is dropped when
 * the subject changes; without competencies (none yet, or the list failed) a line says where they
 * are written, and the control is saved without them.
 */
export function ControlCompetencies({ levelId }: { /** The class's level. */ levelId: number | null }) {
  const { t } = useTranslation('learning-grades');
  const subject = useField<string>('subject_id', { subscription: { value: true } }).input.value;
  const { input } = useField<string[]>('competency_ids', { subscription: { value: true } });
  const subjectId = Number(subject) || null;
  const query = useGetCompetenciesQuery(
    subjectId !== null && levelId !== null ? { subject_id: subjectId, level_id: levelId } : undefined,
    { skip: subjectId === null || levelId === null },
  );
  const competencies = query.data ?? [];
  const chosen = useMemo(() => input.value || [], [input.value]);
  const { onChange } = input;

  // Keep only the competencies of the subject shown (a choice made under another subject goes).
  useEffect(() => {
    if (!query.data || query.isFetching) return;
    const offered = new Set(query.data.map((c) => String(c.id)));
    const kept = chosen.filter((id) => offered.has(id));
    if (kept.length !== chosen.length) onChange(kept);
  }, [query.data, query.isFetching, chosen, onChange]);

  if (subjectId === null || query.isLoading) return null;
  if (competencies.length === 0) return <SectionNote>{t('controls.fields.noCompetency')}</SectionNote>;
  return (
    <CheckboxList
      name="competency_ids"
      legend={t('controls.fields.competencies')}
      options={competencies.map((c) => ({ value: String(c.id), label: `${c.code} ${c.name}` }))}
      value={chosen}
      onChange={onChange}
    />
  );
}
