import { useCallback } from 'react';
import { subjectName } from '@kk/domain';
import { useLanguage } from '@kk/i18n';
import { useReferenceLists } from '@kk/session';

/**
 * A subject's name in the UI language: the challenges name their subject in French, so the name
 * (or the id) is looked up in the reference lists for its Arabic name; unknown names stay as sent.
 */
export function useSubjectName(): (name: string, id?: number | null) => string {
  const { language } = useLanguage();
  const { subjects } = useReferenceLists();
  return useCallback(
    (name: string, id?: number | null) => {
      const subject = subjects.find((s) => (id ? s.subject_id === id : s.name === name));
      return subject ? subjectName(subject, language) : name;
    },
    [subjects, language],
  );
}
