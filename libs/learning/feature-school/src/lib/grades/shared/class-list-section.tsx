import { useId, type ReactNode } from 'react';
import { useTranslation } from '@kk/i18n';
import { QueryState, SectionCard, SectionTitle, Skeleton, type QueryStateQuery } from '@kk/ui-kit';
import type { useGradesClasses } from './use-grades-classes';

/** Props of {@link ClassListSection}. */
export interface ClassListSectionProps<Row> {
  /** The page's class and period choice. */
  choice: Pick<ReturnType<typeof useGradesClasses>, 'selectedClass' | 'period'>;
  /**
   * The list's texts in `learning-grades`: `<texts>.listTitle` (naming the class and period),
   * `<texts>.title` (without a class) and `<texts>.loadError`.
   */
  texts: 'controls' | 'cards';
  /** The list's query. */
  query: QueryStateQuery<readonly Row[]>;
  /** The skeleton's height while loading. */
  loadingHeight: string;
  /** Shown when the list is empty (an `EmptyState`). */
  empty: ReactNode;
  /** Shown under the title, above the list (a notice). */
  notice?: ReactNode;
  /** The list, once loaded and not empty. */
  children: (rows: readonly Row[]) => ReactNode;
}

/**
 * The card of a grades list of one class and period (the controls, the report cards): its title
 * names them, then the list's states (skeleton, failure with Retry, empty) and the list.
 */
export function ClassListSection<Row>({
  choice,
  texts,
  query,
  loadingHeight,
  empty,
  notice,
  children,
}: ClassListSectionProps<Row>) {
  const { t } = useTranslation('learning-grades');
  const titleId = useId();
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>
        {choice.selectedClass
          ? t(`${texts}.listTitle`, {
              className: choice.selectedClass.name,
              period: t('periodName', { n: choice.period }),
            })
          : t(`${texts}.title`)}
      </SectionTitle>
      {notice}
      <QueryState
        query={query}
        errorMessage={t(`${texts}.loadError`)}
        loading={<Skeleton variant="rect" height={loadingHeight} />}
        isEmpty={(rows) => rows.length === 0}
        empty={empty}
      >
        {children}
      </QueryState>
    </SectionCard>
  );
}
