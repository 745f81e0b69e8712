import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { AboveLink, CardRoot, StretchedLink, type CardPadding } from './card.styles';

export type { CardPadding } from './card.styles';

/** Props of Card. */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: `article` for a standalone item, `li` inside a list. @default 'div' */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Inner spacing. @default 'md' */
  padding?: CardPadding;
  /** Shows a light shadow. @default true */
  elevated?: boolean;
  /** Hover and focus feedback, for cards that hold a CardLink. @default false */
  interactive?: boolean;
  /** Content. */
  children?: ReactNode;
}

/**
 * Surface that groups related content. Shop cards (school, pack, book, order) build on it.
 *
 * @example
 * <Card as="article" interactive>
 *   <h3><CardLink href="/school/3" as={AppLink}>{school.name}</CardLink></h3>
 * </Card>
 */
export function Card({
  as = 'div',
  padding = 'md',
  elevated = true,
  interactive = false,
  children,
  ...rest
}: CardProps) {
  return (
    <CardRoot as={as} $padding={padding} $elevated={elevated} $interactive={interactive} data-ui="card-root" {...rest}>
      {children}
    </CardRoot>
  );
}

/** Props of CardLink. */
export interface CardLinkProps {
  /** Destination. */
  href: string;
  /** The router's link component (receives `href`, `className`, `children`). @default 'a' */
  as?: ElementType;
  /** Link text: the card's title. */
  children: ReactNode;
}

/**
 * The card's title link; the whole card becomes clickable. Put other interactive elements of the
 * card inside CardActions so they stay clickable on their own.
 */
export function CardLink({ href, as, children }: CardLinkProps) {
  return (
    <StretchedLink as={as} href={href} data-ui="card-link">
      {children}
    </StretchedLink>
  );
}

/** Props of CardActions. */
export interface CardActionsProps {
  /** Buttons or steppers of the card. */
  children: ReactNode;
}

/** Holds a card's own buttons above its stretched link. */
export function CardActions({ children }: CardActionsProps) {
  return <AboveLink data-ui="card-actions">{children}</AboveLink>;
}
