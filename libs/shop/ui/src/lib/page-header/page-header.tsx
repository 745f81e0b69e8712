import type { ReactNode } from 'react';
import { SectionHeading } from './page-header.styles';

/** Props of SectionTitle. */
export interface SectionTitleProps {
  /** The title text. */
  children: ReactNode;
  /** Id, for `aria-labelledby` of the section it names. */
  id?: string;
}

/**
 * The h2 title of a section of a shop page.
 *
 * @example
 * <section aria-labelledby="addresses"><SectionTitle id="addresses">{t('addresses')}</SectionTitle>…</section>
 */
export function SectionTitle({ children, id }: SectionTitleProps) {
  return <SectionHeading id={id}>{children}</SectionHeading>;
}
