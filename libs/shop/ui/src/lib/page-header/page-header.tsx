import type { ReactNode } from 'react';
import { Description, HeaderActions, HeaderRoot, HeaderText, SectionHeading, Title } from './page-header.styles';

/** Props of ShopPageHeader. */
export interface ShopPageHeaderProps {
  /** The page title: the page's only h1. */
  title: string;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Buttons or toggles beside the title (at the inline end). */
  actions?: ReactNode;
  /** Id of the title, for `aria-labelledby` of the page's sections. */
  titleId?: string;
}

/**
 * The top of a shop page: its h1 title, an optional description and actions. The frame
 * (ShopLayout) draws the app header; this is the page's own heading.
 *
 * @example
 * <ShopPageHeader title={t('title')} actions={<ViewToggle … />} />
 */
export function ShopPageHeader({ title, description, actions, titleId }: ShopPageHeaderProps) {
  return (
    <HeaderRoot data-ui="shop-page-header">
      <HeaderText>
        <Title id={titleId}>{title}</Title>
        {description && <Description>{description}</Description>}
      </HeaderText>
      {actions && <HeaderActions>{actions}</HeaderActions>}
    </HeaderRoot>
  );
}

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
