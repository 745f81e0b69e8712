import { useId, type ReactNode } from 'react';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { QueryState, SectionCard, SectionTitle, Skeleton, type QueryStateQuery } from '@kk/ui-kit';
import type { useGradesClasses } from './use-grades-classes';

/** The texts of each list: its title naming the class and period, its title without a class, its load failure. */
const TEXTS = {
  controls: {
    listTitle: 'learning-grades:controls.listTitle',
    title: 'learning-grades:controls.title',
    loadError: 'learning-grades:controls.loadError',
  },
  cards: {
    listTitle: 'learning-grades:cards.listTitle',
    title: 'learning-grades:cards.title',
    loadError: 'learning-grades:cards.loadError',
  },
} as const satisfies Record<string, Record<string, TranslationKey>>;

/** Props of {@link ClassListSection}. */
export interface ClassListSectionProps<Row> {
  /** The page's class and period choice. */
  choice: Pick<ReturnType<typeof useGradesClasses>, 'selectedClass' | 'period'>;
  /** Which list: its texts (`learning-grades:<list>.listTitle`, `.title`, `.loadError`). */
  texts: keyof typeof TEXTS;
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
          ? t(TEXTS[texts].listTitle, {
              className: choice.selectedClass.name,
              period: t('periodName', { n: choice.period }),
            })
          : t(TEXTS[texts].title)}
      </SectionTitle>
      {notice}
      <QueryState
        query={query}
        errorMessage={t(TEXTS[texts].loadError)}
        loading={<Skeleton variant="rect" height={loadingHeight} />}
        isEmpty={(rows) => rows.length === 0}
        empty={empty}
      >
        {children}
      </QueryState>
    </SectionCard>
  );
}
