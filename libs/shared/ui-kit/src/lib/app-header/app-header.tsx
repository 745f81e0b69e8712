import type { ElementType, ReactNode } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { BackArrowIcon, CartIcon } from '../icons/icons';
import { useKitLabels } from '../locale/kit-locale';
import { Logo } from '../logo/logo';
import { Brand, BrandText, CartSlot, CountBadge, End, HeaderRoot, Start } from './app-header.styles';

/** Props of AppHeader. */
export interface AppHeaderProps {
  /** Accessible name of the logo (the product name); it also names the home link. */
  logoTitle: string;
  /**
   * Text written beside the logo from the `sm` breakpoint (the product name). Decorative: the
   * logo's `logoTitle` names it for screen readers.
   */
  logoText?: string;
  /** Where the logo leads (home). Without it the logo is not a link. */
  homeHref?: string;
  /** The router's link component for the home link (receives `href`). @default 'a' */
  linkAs?: ElementType;
  /** Shows a back arrow (mirrored in Arabic) calling this. */
  onBack?: () => void;
  /** Accessible name of the back arrow. @default the kit's 'Retour' */
  backLabel?: string;
  /** Shows the cart button calling this. */
  onCartClick?: () => void;
  /**
   * Accessible name of the cart button, including the count when there is one
   * (e.g. 'Panier, 3 articles'); the badge itself is hidden from screen readers.
   */
  cartLabel?: string;
  /** Number shown on the cart; no badge for 0. @default 0 */
  cartCount?: number;
  /** Extra content after the logo (a page title). */
  children?: ReactNode;
  /** Extra actions before the cart (a LanguageSwitcher). */
  actions?: ReactNode;
  /** Stays at the top while the page scrolls. @default true */
  sticky?: boolean;
}

/**
 * An app's top bar: optional back arrow, logo (a home link, with the product name beside it where
 * there is room), slots, and an optional cart button with its count. Actions (a language switcher,
 * the user's menu) sit at the inline end.
 *
 * @example
 * <AppHeader logoTitle="KoolSkools" homeHref="/" linkAs={AppLink} onBack={() => navigate(-1)}
 *   onCartClick={() => navigate('/shop-cart')} cartCount={count} cartLabel={t('cartWithCount', { count })} />
 */
export function AppHeader({
  logoTitle,
  logoText,
  homeHref,
  linkAs,
  onBack,
  backLabel,
  onCartClick,
  cartLabel,
  cartCount = 0,
  children,
  actions,
  sticky = true,
}: AppHeaderProps) {
  const labels = useKitLabels();
  const logo = (
    <>
      <Logo title={logoTitle} width={40} />
      {logoText && (
        <BrandText aria-hidden="true" data-ui="app-header-logo-text">
          {logoText}
        </BrandText>
      )}
    </>
  );
  return (
    <HeaderRoot $sticky={sticky} data-ui="app-header-root">
      <Start data-ui="app-header-start">
        {onBack && (
          <IconButton
            label={backLabel ?? labels.back}
            icon={<BackArrowIcon />}
            onClick={onBack}
            data-ui="app-header-back"
          />
        )}
        {homeHref ? (
          <Brand as={linkAs} href={homeHref} data-ui="app-header-home">
            {logo}
          </Brand>
        ) : (
          <Brand as="span" data-ui="app-header-logo">
            {logo}
          </Brand>
        )}
        {children}
      </Start>
      <End data-ui="app-header-end">
        {actions}
        {onCartClick && cartLabel && (
          <CartSlot data-ui="app-header-cart-slot">
            <IconButton label={cartLabel} icon={<CartIcon />} onClick={onCartClick} data-ui="app-header-cart" />
            {/* Outside the button: the label already says the count, the badge only shows it. */}
            {cartCount > 0 && (
              <CountBadge aria-hidden="true" data-ui="app-header-cart-count">
                {cartCount > 99 ? '99+' : cartCount}
              </CountBadge>
            )}
          </CartSlot>
        )}
      </End>
    </HeaderRoot>
  );
}
