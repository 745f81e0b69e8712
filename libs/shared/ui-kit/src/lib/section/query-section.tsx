import { useId, type ReactNode } from 'react';
import { QueryState, type QueryStateProps } from '../query-state/query-state';
import { SectionCard, SectionHead, SectionNote, SectionTitle } from './section.styles';

/** Props of QuerySection. */
export interface QuerySectionProps<T> extends Omit<QueryStateProps<T>, 'children'> {
  /** The section's heading (an `h2`), which names the section. */
  title: ReactNode;
  /** A side note beside the heading (a count, a date). */
  note?: ReactNode;
  /** An introduction under the heading, shown whatever the query's state. */
  intro?: ReactNode;
  /** The content once the data is there; `titleId` names a list by the section's heading. */
  children: (data: T, titleId: string) => ReactNode;
}

/**
 * A titled section whose content is one query: the heading stays while the query shows its
 * skeleton, its failure with Retry, its empty state or its content ({@link QueryState}).
 *
 * @example
 * <QuerySection title={t('friends.listLabel')} query={friends} errorMessage={t('friends.error')}
 *   isEmpty={(list) => list.length === 0} empty={<EmptyState title={t('friends.empty')} headingLevel={3} />}>
 *   {(list, titleId) => <RowList aria-labelledby={titleId}>…</RowList>}
 * </QuerySection>
 */
export function QuerySection<T>({ title, note, intro, children, ...queryState }: QuerySectionProps<T>) {
  const titleId = useId();
  return (
    <SectionCard aria-labelledby={titleId}>
      {note === undefined ? (
        <SectionTitle id={titleId}>{title}</SectionTitle>
      ) : (
        <SectionHead>
          <SectionTitle id={titleId}>{title}</SectionTitle>
          <SectionNote>{note}</SectionNote>
        </SectionHead>
      )}
      {intro !== undefined && <SectionNote>{intro}</SectionNote>}
      <QueryState {...queryState}>{(data) => children(data, titleId)}</QueryState>
    </SectionCard>
  );
}
