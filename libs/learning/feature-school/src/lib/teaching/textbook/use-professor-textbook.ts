import { useCallback, useMemo } from 'react';
import type { SubmissionErrors } from 'final-form';
import { useGetScheduleByDayQuery, useGetTextbookQuery, useSaveTextbookEntryMutation } from '@kk/api-clients';
import type { Seance, TextbookEntry } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { submitError } from '@kk/ui-kit';
import { useWeekParam } from '../../timetable/use-week-param';

/** Values of a textbook entry's form. */
export interface TextbookFormValues {
  title?: string;
  content?: string;
  homework?: string;
}

/** Where a seance's textbook entry stands: none yet, written (awaiting the administration), validated. */
export type EntryState = 'missing' | 'written' | 'validated';

/** One day of the professor's week with its seances (cancelled ones left out). */
export interface TextbookDay {
  date: string;
  seances: Seance[];
}

/** The title is required; the rest is free text. */
export function validateTextbookForm(
  values: TextbookFormValues,
): Partial<Record<keyof TextbookFormValues, TranslationKey>> {
  return values.title?.trim() ? {} : { title: 'learning-teaching:textbook.form.titleRequired' };
}

/** The entry written for `seance` (same class, subject and date), if any. */
export function entryOf(entries: readonly TextbookEntry[] | undefined, seance: Seance): TextbookEntry | null {
  return (
    entries?.find(
      (e) => e.class_id === seance.class_id && e.subject_id === seance.subject_id && e.date === seance.date,
    ) ?? null
  );
}

/** The state of a seance's entry. */
export function entryState(entry: TextbookEntry | null): EntryState {
  if (!entry) return 'missing';
  return entry.validated ? 'validated' : 'written';
}

/**
 * View model of `/professeur/cahier-de-textes`: the professor's week (call 61, their own seances;
 * `week`: the timetable's `?semaine=`, this week by default, and the moves to another week), with
 * the days that have seances.
 */
export function useProfessorTextbook(today = new Date()) {
  const week = useWeekParam(today);
  const query = useGetScheduleByDayQuery({ date: week.monday });
  const days = useMemo<TextbookDay[]>(
    () =>
      (query.data?.days ?? [])
        .map((d) => ({ date: d.date, seances: d.seances.filter((s) => !s.cancelled) }))
        .filter((d) => d.seances.length > 0),
    [query.data],
  );
  return { query, week, days };
}

/**
 * A seance's textbook entry (the class's textbook for the seance's subject, read once per class and
 * subject) and the calls that write it: `save` adds or edits it (the backend asks the
 * administration to validate it again after an edit), `remove` deletes it.
 */
export function useSeanceEntry(seance: Seance) {
  const textbook = useGetTextbookQuery({ class_id: seance.class_id, subject_id: seance.subject_id });
  const [saveEntry] = useSaveTextbookEntryMutation();
  const entry = entryOf(textbook.data, seance);

  const save = useCallback(
    async (values: TextbookFormValues): Promise<SubmissionErrors | undefined> => {
      const fields = {
        class_id: seance.class_id,
        subject_id: seance.subject_id,
        date: seance.date,
        title: values.title?.trim() ?? '',
        content: values.content?.trim() ?? '',
        homework: values.homework?.trim() || null,
      };
      try {
        await saveEntry(entry ? { action: 'edit', id: entry.id, ...fields } : { action: 'add', ...fields }).unwrap();
      } catch (error) {
        return submitError<TranslationKey>('learning-teaching:textbook.form.failed', error);
      }
      return undefined;
    },
    [saveEntry, entry, seance],
  );

  const remove = useCallback(async () => {
    if (entry) await saveEntry({ action: 'delete', id: entry.id }).unwrap();
  }, [saveEntry, entry]);

  return { textbook, entry, state: entryState(entry), save, remove };
}
