import { useMemo } from 'react';
import { combinedQuery } from '../shared/combined-query';
import { useGradesClasses } from '../shared/use-grades-classes';
import { useClassResults } from './use-class-results';

/**
 * View model of `/ecole/bulletins`: the class and period choice (in the address), and the class's
 * students with their general average and rank, best first (the not ranked last, by name);
 * `coefficientsMissing`: the subjects' coefficients could not be read (every subject counts 1).
 */
export function useReportCards() {
  const choice = useGradesClasses('admin');
  const { query, coefficientsMissing } = useClassResults(choice.selectedClass?.id ?? null, choice.period);
  const ranked = useMemo(
    () =>
      query.data
        ? [...query.data].sort(
            (a, b) =>
              (a.numbers.rank ?? Number.MAX_SAFE_INTEGER) - (b.numbers.rank ?? Number.MAX_SAFE_INTEGER) ||
              a.student.last_name.localeCompare(b.student.last_name, 'fr'),
          )
        : undefined,
    [query.data],
  );
  return {
    ...choice,
    coefficientsMissing,
    query: combinedQuery(ranked, [query, choice.classesQuery]),
  };
}

/** What {@link useReportCards} returns. */
export type UseReportCardsResult = ReturnType<typeof useReportCards>;
