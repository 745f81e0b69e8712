import type { ElementType, ReactNode } from 'react';
import { ChevronStartIcon } from '../icons/icons';
import type { PolymorphicProps } from '../utils/polymorphic';
import { StyledBackLink } from './back-link.styles';

/** Own props of BackLink. */
export interface BackLinkOwnProps {
  /** Where it goes back to, in words ('Toutes mes matières'). */
  children: ReactNode;
}

/** Props of BackLink: its own plus those of the rendered element (`href`) or component (`to`). */
export type BackLinkProps<C extends ElementType = 'a'> = PolymorphicProps<C, BackLinkOwnProps>;

/**
 * The way back to the screen above, on a line of its own: a chevron at the inline start (it points
 * right in Arabic) and the place it goes back to. Router-agnostic like `Link`: an `<a>` unless given
 * the router's link component as `as`.
 *
 * @example
 * <BackLink as={RouterDomLink} to="/cours">{t('subject.back')}</BackLink>
 */
export function BackLink<C extends ElementType = 'a'>({ as, children, ...rest }: BackLinkProps<C>) {
  return (
    <p>
      <StyledBackLink as={as as ElementType} data-ui="back-link" {...rest}>
        <ChevronStartIcon /> {children}
      </StyledBackLink>
    </p>
  );
}
