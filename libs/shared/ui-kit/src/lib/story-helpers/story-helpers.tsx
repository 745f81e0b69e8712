/**
 * Layout helpers for stories: the "Snapshot" story of each component renders a grid of
 * variants × states with these, one labelled cell per case. The one copy of the workspace: the kit's
 * own stories import it from here, every other lib through `@kk/testing` (which re-exports the
 * `@kk/ui-kit/testing` entry; the kit cannot import `@kk/testing`, which depends on it).
 */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
// Loads the typed `props.theme` (the kit's augmentation of styled-components).
import type {} from '../theme/styled-theme';

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

/** Whether `element` sits in right-to-left text (the locale toolbar flips `dir` on ThemeRoot). */
export function isRtl(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/** The arrow key that moves forward (to the next item) in the element's writing direction. */
export function forwardArrow(element: Element): '{ArrowRight}' | '{ArrowLeft}' {
  return isRtl(element) ? '{ArrowLeft}' : '{ArrowRight}';
}
