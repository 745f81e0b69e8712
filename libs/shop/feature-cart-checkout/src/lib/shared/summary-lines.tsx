import type { ReactNode } from 'react';
import { SummaryRow, SummaryRows } from './page.styles';

/** One line of a checkout summary: what it is, and its value (a text, an amount). */
export interface SummaryLine {
  term: string;
  value: ReactNode;
  /** The line that sums up (the total): bold, set apart by a rule above it. */
  strong?: boolean;
}

/** The lines of a checkout summary (payment mode, subtotal, delivery fee, total), a term and its value each. */
export function SummaryLines({ lines }: { lines: readonly SummaryLine[] }) {
  return (
    <SummaryRows>
      {lines.map(({ term, value, strong }) => (
        <SummaryRow key={term} $strong={strong}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </SummaryRow>
      ))}
    </SummaryRows>
  );
}
