import type { ReactNode } from 'react';
import { useDocumentTitle } from './document-title';
import { HeaderActions, HeaderDescription, HeaderRoot, HeaderText, HeaderTitle, PageRoot } from './page.styles';

/** Props of PageHeader. */
export interface PageHeaderProps {
  /** The page title: the page's only h1. */
  title: string;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Buttons or toggles beside the title (at the inline end). */
  actions?: ReactNode;
  /** Id of the h1, for `aria-labelledby` of the page's regions. */
  titleId?: string;
}

/**
 * The top of a page: its h1, an optional sentence under it and actions at the inline end (they wrap
 * under the title on phones). The app's frame draws the app header; this is the page's own heading.
 * `Page` renders it from its `title`; use it alone where a page lays out its own column. Its title is
 * also the tab's (`useDocumentTitle`, under a `ThemeRoot` given the product's `appName`).
 *
 * @example
 * <PageHeader title={t('title')} description={t('intro')} actions={<ViewToggle … />} />
 */
export function PageHeader({ title, description, actions, titleId }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <HeaderRoot data-ui="page-header">
      <HeaderText data-ui="page-header-text">
        <HeaderTitle id={titleId} data-ui="page-header-title">
          {title}
        </HeaderTitle>
        {description && <HeaderDescription data-ui="page-header-description">{description}</HeaderDescription>}
      </HeaderText>
      {actions && <HeaderActions data-ui="page-header-actions">{actions}</HeaderActions>}
    </HeaderRoot>
  );
}

/** Props of Page. */
export interface PageProps {
  /** The page title, rendered as its h1 (PageHeader). Leave it out when a child draws the header. */
  title?: string;
  /** A sentence under the title (with `title`). */
  description?: ReactNode;
  /** Buttons beside the title (with `title`). */
  actions?: ReactNode;
  /** The page is loading: `aria-busy` on the column. @default false */
  busy?: boolean;
  /** The page's sections. */
  children?: ReactNode;
}

/**
 * The one page container of both apps: a column of the header and the sections, with
 * `theme.space[5]` between them. The app's frame sets the width and the padding around it.
 *
 * @example
 * <Page title={t('title')} description={t('intro')}>
 *   <QueryState query={orders} errorMessage={t('loadError')}>{(list) => <OrderList orders={list} />}</QueryState>
 * </Page>
 */
export function Page({ title, description, actions, busy = false, children }: PageProps) {
  return (
    <PageRoot data-ui="page-root" aria-busy={busy || undefined}>
      {title !== undefined && <PageHeader title={title} description={description} actions={actions} />}
      {children}
    </PageRoot>
  );
}
