/**
 * The "Snapshot" state sheet of a UI lib's component stories (variants × states, one labelled cell
 * per case), drawn as the ui-kit draws its own. The kit keeps a copy in its `src/testing/`: it cannot
 * import this lib, which depends on it.
 */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Grid = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

const Cell = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
`;

const CellTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** Props of {@link SnapshotGrid}. */
export interface SnapshotGridProps {
  /** The cells. */
  children: ReactNode;
  /** Minimum width of a column. @default '12rem' */
  minColumnWidth?: string;
}

/**
 * Grid of labelled cells for a Snapshot story.
 *
 * @example
 * <SnapshotGrid minColumnWidth="18rem"><SnapshotCell title="pending"><OrderCard … /></SnapshotCell></SnapshotGrid>
 */
export function SnapshotGrid({ children, minColumnWidth = '12rem' }: SnapshotGridProps) {
  return <Grid $min={minColumnWidth}>{children}</Grid>;
}

/** Props of {@link SnapshotCell}. */
export interface SnapshotCellProps {
  /** Name of the case shown in the cell, unique in its grid (it labels a region). */
  title: string;
  /** The component in that case. */
  children: ReactNode;
}

/** One case of a Snapshot grid: a small caption and the component. */
export function SnapshotCell({ title, children }: SnapshotCellProps) {
  const id = useId();
  return (
    <Cell aria-labelledby={id}>
      <CellTitle id={id}>{title}</CellTitle>
      {children}
    </Cell>
  );
}
