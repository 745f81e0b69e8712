import type { ElementType, ReactNode } from 'react';
import { CardLink, CardTitle, headingTag, type HeadingLevel } from '@kk/ui-kit';

/** Props of CardHeading. */
export interface CardHeadingProps {
  /** The card's name or title. */
  children: ReactNode;
  /** Heading level, to fit the page's outline. */
  level: HeadingLevel;
  /** Where the card leads; without it the title is plain text. */
  href?: string;
  /** The router's link component for `href`. @default 'a' */
  linkAs?: ElementType;
  /** The `data-ui` id of the title (e.g. `school-card-name`). */
  'data-ui'?: string;
}

/**
 * The title of a shop card (school, pack, book): the kit's `CardTitle`, holding the card's
 * stretched `CardLink` when the card leads somewhere.
 *
 * @example
 * <CardHeading level={headingLevel} href={href} linkAs={linkAs} data-ui="pack-card-name">{name}</CardHeading>
 */
export function CardHeading({ children, level, href, linkAs, 'data-ui': dataUi }: CardHeadingProps) {
  return (
    <CardTitle as={headingTag(level)} data-ui={dataUi}>
      {href ? (
        <CardLink href={href} as={linkAs}>
          {children}
        </CardLink>
      ) : (
        children
      )}
    </CardTitle>
  );
}
