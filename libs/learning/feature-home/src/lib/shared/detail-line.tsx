import { Fragment, type ReactNode } from 'react';

/** Props of {@link DetailLine}. */
export interface DetailLineProps {
  /** The values, in reading order; empty ones (null, undefined, '') are left out. */
  parts: readonly ReactNode[];
}

/**
 * A line of details ("Pour le 30 oct. · Mathématiques · Loubna Ouchen"), each value in its own
 * `<bdi>`: a French subject or a Latin name inside an Arabic line keeps its own direction and
 * does not reorder its neighbours (the separators stay between the values they separate).
 */
export function DetailLine({ parts }: DetailLineProps) {
  const shown = parts.filter((part) => part !== null && part !== undefined && part !== '' && part !== false);
  return (
    <>
      {shown.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ' · '}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </>
  );
}
