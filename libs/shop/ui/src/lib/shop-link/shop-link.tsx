import { Link as RouterLink } from 'react-router-dom';
import type { LinkComponentProps } from '@kk/ui-kit';

/** Props of ShopLink: what the ui-kit gives a `linkAs` / `as` link component. */
export interface ShopLinkProps extends LinkComponentProps {
  /** Replaces the current history entry instead of adding one. @default false */
  replace?: boolean;
}

/**
 * The router adapter of the ui-kit's links: the kit passes `href` (it knows no router), the shop
 * navigates without reloading the page. Give it as `linkAs` (SchoolCard, CardLink) or `as`
 * (Link, ButtonLink).
 *
 * @example
 * <SchoolCard name={s.name} href={`/school/${s.id}`} linkAs={ShopLink} />
 */
export function ShopLink({ href, replace = false, ...rest }: ShopLinkProps) {
  return <RouterLink to={href} replace={replace} {...rest} />;
}
