import { useCallback } from 'react';
import { subjectName } from '@kk/domain';
import { useLanguage } from '@kk/i18n';
import { useStoredSubjects } from '@kk/session';

/**
 * A subject's name in the reader's language, for items that carry a subject id (or only its name)
 * and the backend's (French) name: the stored reference list's name (`name_ar` in Arabic, as the registration's
 * subject list does), else the item's own name. Level and subject names are reference data the
 * backend sends in French with an Arabic field (`name_ar`); screens name them from there, so an
 * Arabic page does not show "Mathématiques".
 */
export function useSubjectName(): (subjectId: number | null | undefined, fallback: string) => string {
  const { language } = useLanguage();
  const subjects = useStoredSubjects();
  return useCallback(
    (subjectId, fallback) => {
      // By id; an item that only names its subject (a challenge) is matched by its French name.
      const subject =
        subjects.find((s) => s.subject_id === subjectId) ?? subjects.find((s) => s.name === fallback.trim());
      return (subject && subjectName(subject, language)) || fallback;
    },
    [subjects, language],
  );
}
