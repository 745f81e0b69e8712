import type { ReactNode } from 'react';
import { Figures } from './grades.styles';

/** Props of {@link FigureList}. */
export interface FigureListProps {
  /** The figures in order: each one's label and value. */
  figures: readonly { label: string; value: ReactNode }[];
  /** Said to screen readers as it changes (figures that follow what is typed). */
  live?: boolean;
}

/** A few labelled figures in a line (averages, rank, counts), as a description list. */
export function FigureList({ figures, live = false }: FigureListProps) {
  return (
    <Figures aria-live={live ? 'polite' : undefined}>
      {figures.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Figures>
  );
}
