import { useMemo } from 'react';
import { levelName, subjectName, type Level, type Subject } from '@kk/domain';
import { useLanguage } from '@kk/i18n';
import { useReferenceLists } from './reference-lists';

/** Names levels and subjects in the reader's language; see {@link useReferenceNames}. */
export interface ReferenceNames {
  /** A level's name: by its id when known, else by the (French) name the item carries; unknown ones stay as sent. */
  level: (name: string | null | undefined, id?: number | null) => string;
  /** A subject's name, the same way. */
  subject: (name: string | null | undefined, id?: number | null) => string;
}

const comparable = (text: string) => text.trim().toLocaleLowerCase('fr');

function find<T>(
  items: readonly T[],
  idOf: (item: T) => number,
  nameOf: (item: T) => string,
  name: string,
  id?: number | null,
) {
  if (id !== undefined && id !== null) {
    const byId = items.find((item) => idOf(item) === id);
    if (byId) return byId;
  }
  const wanted = comparable(name);
  return wanted === '' ? undefined : items.find((item) => comparable(nameOf(item)) === wanted);
}

/**
 * Level and subject names in the reader's language. Listings, quotes and challenges carry their
 * level and subject as the backend's French name (sometimes with an id); the reference lists have
 * the Arabic name beside it (`name_ar`), so an Arabic page shows "المستوى الخامس" rather than
 * "CM2". A name the lists do not know is shown as sent.
 *
 * @example
 * const names = useReferenceNames();
 * <Tag>{names.level(occasion.level)}</Tag>
 */
export function useReferenceNames(): ReferenceNames {
  const { language } = useLanguage();
  const { levels, subjects } = useReferenceLists();
  return useMemo(
    () => ({
      level: (name, id) => {
        const level = find<Level>(
          levels,
          (l) => l.level_id,
          (l) => l.name,
          name ?? '',
          id,
        );
        return level ? levelName(level, language) : (name ?? '');
      },
      subject: (name, id) => {
        const subject = find<Subject>(
          subjects,
          (s) => s.subject_id,
          (s) => s.name,
          name ?? '',
          id,
        );
        return subject ? subjectName(subject, language) : (name ?? '');
      },
    }),
    [levels, subjects, language],
  );
}
