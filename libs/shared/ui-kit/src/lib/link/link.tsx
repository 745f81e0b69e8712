import type { ElementType, ReactNode } from 'react';
import type { PolymorphicProps } from '../utils/polymorphic';
import { StyledLink, type LinkVariant } from './link.styles';

export type { LinkVariant } from './link.styles';

/** Own props of Link. */
export interface LinkOwnProps {
  /**
   * `inline` sits in running text and is always underlined; `standalone` stands on its own
   * (a "Forgot password?" link), bolder and underlined on hover.
   * @default 'inline'
   */
  variant?: LinkVariant;
  /** Link text. */
  children?: ReactNode;
}

/** Props of Link: its own plus those of the rendered element (`href`) or component (`to`). */
export type LinkProps<C extends ElementType = 'a'> = PolymorphicProps<C, LinkOwnProps>;

/**
 * Text link, router-agnostic: it renders an `<a>` unless given the router's link component as `as`.
 *
 * @example
 * <Link as={RouterLink} to="/connexion">{t('signIn')}</Link>
 * <Link href="https://example.org" target="_blank" rel="noreferrer">{t('help')}</Link>
 */
export function Link<C extends ElementType = 'a'>({ as, variant = 'inline', children, ...rest }: LinkProps<C>) {
  return (
    <StyledLink as={as as ElementType} $variant={variant} data-ui="link-root" {...rest}>
      {children}
    </StyledLink>
  );
}
