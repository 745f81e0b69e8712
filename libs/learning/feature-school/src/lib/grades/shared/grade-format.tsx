import { useFormatters } from '@kk/i18n';

/**
 * How the grades pages write their numbers: `grade` a grade or an average (2 decimals at most,
 * isolated; a dash when there is none), `outOf` a count of a total ("12 / 30", left to right in
 * both directions).
 */
export function useGradeFormat() {
  const { formatNumber } = useFormatters();
  return {
    grade: (value: number | null) =>
      value === null ? '–' : <bdi>{formatNumber(value, { maximumFractionDigits: 2 })}</bdi>,
    outOf: (count: number, total: number) => <bdi dir="ltr">{`${formatNumber(count)} / ${formatNumber(total)}`}</bdi>,
  };
}
