import type { ReactNode } from 'react';
import { EmptyState, QuerySection, type SectionQuery } from '@kk/ui-kit';

/** Props of {@link ListSection}. */
export interface ListSectionProps<T> {
  /** The section's heading. */
  title: string;
  /** A side note beside the heading (a count, an average). */
  note?: ReactNode;
  /** The list's read. */
  query: SectionQuery<T[]>;
  /** What failed, in the parent's words. */
  error: string;
  /** What an empty list says, with its icon. */
  empty: string;
  icon: ReactNode;
  /** The list, once there and not empty. */
  children: (list: T[], titleId: string) => ReactNode;
}

/** A section of one list of a child's data: its heading, then the list's skeleton, error (with Retry), empty state or rows. */
export function ListSection<T>({ title, note, query, error, empty, icon, children }: ListSectionProps<T>) {
  return (
    <QuerySection
      title={title}
      note={note}
      query={query}
      errorMessage={error}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon={icon} title={empty} headingLevel={3} />}
    >
      {children}
    </QuerySection>
  );
}
