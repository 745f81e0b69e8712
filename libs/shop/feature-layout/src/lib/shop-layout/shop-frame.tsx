import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetCartQuery } from '@kk/api-clients';
import { useLanguageSwitcher, useTranslation } from '@kk/i18n';
import { selectIsLoggedIn, useAppSelector } from '@kk/session';
import { SectionLoading, ShopLink } from '@kk/shop-ui';
import { AppHeader, BookIcon, FooterTabBar, HomeIcon, LanguageSelect, NewsIcon, QuoteIcon, UserIcon } from '@kk/ui-kit';
import { Column, FooterSlot, Main, SkipLink } from './shop-frame.styles';

/** The footer tabs that lead somewhere (§2); News only highlights itself. */
export type FooterTabId = 'home' | 'occasion' | 'quotes' | 'account';

/** Id of the page content, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/** Props of ShopFrame. */
export interface ShopFrameProps {
  /** Shows the header (logo, back arrow, cart). @default true */
  header?: boolean;
  /** Shows the five-tab footer. @default true */
  footer?: boolean;
  /** Shows the back arrow in the header. @default false */
  back?: boolean;
  /** The footer tab marked current (the route's `handle.footerTab`); null marks none. @default null */
  footerTab?: FooterTabId | null;
  /** The page. */
  children?: ReactNode;
}

/** The number of orders in the signed-in user's cart (none is asked for a visitor). */
function useCartCount(isLoggedIn: boolean): number {
  const { data } = useGetCartQuery(undefined, { skip: !isLoggedIn });
  return isLoggedIn ? (data?.length ?? 0) : 0;
}

/**
 * The shared frame of the shop (§2), without the router plumbing (see ShopLayout): a skip link,
 * the header (logo to home, optional back arrow mirrored in Arabic, the cart button with the
 * number of cart orders for a signed-in user; a visitor's leads to the sign-in), the page in a `main` landmark, and the footer
 * with five tabs (Home, Occasion, Quotes, Account, and News which only highlights itself).
 * A phone-wide column, centred on wider screens.
 */
export function ShopFrame({ header = true, footer = true, back = false, footerTab = null, children }: ShopFrameProps) {
  const { t } = useTranslation('shop-layout');
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const cartCount = useCartCount(isLoggedIn);
  const [newsHighlighted, setNewsHighlighted] = useState(false);
  const languageSwitcher = useLanguageSwitcher();

  // News goes nowhere (§2): its highlight lasts until the user goes to another page.
  useEffect(() => setNewsHighlighted(false), [location.pathname]);

  const goBack = () => {
    // The first page of the visit has no history entry of the app to go back to.
    if (location.key === 'default') navigate('/');
    else navigate(-1);
  };

  return (
    <Column $withTabBar={footer} data-ui="shop-frame">
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('skipLink')}</SkipLink>
      {header && (
        <AppHeader
          logoTitle={t('common:appName')}
          homeHref="/"
          linkAs={ShopLink}
          onBack={back ? goBack : undefined}
          backLabel={t('common:header.back')}
          // For visitors too (§2: a header with the cart button): the cart's guard asks them to sign in.
          onCartClick={() => navigate('/shop-cart')}
          cartLabel={cartCount > 0 ? t('cartOrders', { count: cartCount }) : t('common:header.cart')}
          cartCount={cartCount}
          // A drop-down: three language names side by side do not fit a phone's header.
          actions={<LanguageSelect {...languageSwitcher} />}
        />
      )}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {/* A lazily loaded section, or a feature's translations, arriving: the loading screen. */}
        <Suspense fallback={<SectionLoading />}>{children}</Suspense>
      </Main>
      {footer && (
        <FooterSlot>
          <FooterTabBar
            label={t('common:nav.label')}
            fixed={false}
            linkAs={ShopLink}
            currentId={footerTab ?? undefined}
            tabs={[
              { id: 'home', label: t('common:nav.home'), icon: <HomeIcon />, href: '/' },
              { id: 'occasion', label: t('common:nav.occasion'), icon: <BookIcon />, href: '/occasion' },
              { id: 'quotes', label: t('common:nav.quotes'), icon: <QuoteIcon />, href: '/quotes' },
              { id: 'account', label: t('common:nav.account'), icon: <UserIcon />, href: '/profile' },
              {
                id: 'news',
                label: t('common:nav.news'),
                icon: <NewsIcon />,
                highlighted: newsHighlighted,
                onToggle: () => setNewsHighlighted((on) => !on),
              },
            ]}
          />
        </FooterSlot>
      )}
    </Column>
  );
}
