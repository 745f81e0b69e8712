import { useGetLevelsQuery } from '@kk/api-clients';
import type { Level, Subject } from '@kk/domain';
import { useStoredLevels, useStoredSubjects } from '@kk/session';

/** Levels and subjects to name a request's articles with. */
export interface QuotesReference {
  /** Every level, in catalogue order. */
  levels: Level[];
  /** Every subject. */
  subjects: Subject[];
}

/**
 * The stored levels and subjects (loaded at start-up by the session), or the shop's public
 * `levels` call while they are not stored yet.
 */
export function useQuotesReference(): QuotesReference {
  const storedLevels = useStoredLevels();
  const storedSubjects = useStoredSubjects();
  const missing = storedLevels.length === 0 || storedSubjects.length === 0;
  const query = useGetLevelsQuery(undefined, { skip: !missing });
  return {
    levels: storedLevels.length > 0 ? storedLevels : (query.data?.levels ?? []),
    subjects: storedSubjects.length > 0 ? storedSubjects : (query.data?.subjects ?? []),
  };
}

/** A subject's name in the reader's language: the Arabic name in Arabic when the backend sent one. */
export function subjectName(subject: Subject | undefined, language: 'fr' | 'ar' | 'en'): string {
  if (!subject) return '';
  return language === 'ar' && subject.name_ar ? subject.name_ar : subject.name;
}
