import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ParentChild } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { BackLink, Page, QueryState } from '@kk/ui-kit';
import { useChosenChild } from '../shared/use-chosen-child';
import { PARENT_HOME } from './paths';
import { childrenList } from './use-parent-home';

/** The child a page is about: the route's `:childId`, and the child as the children list gives it (absent when not the parent's). */
export interface PageChild {
  id: number;
  child: ParentChild | undefined;
}

/** The route's child: its id, and the child when it is one of the parent's (else undefined: the reads answer 403). */
export function useRouteChild() {
  const { childId } = useParams();
  const chosen = useChosenChild();
  const id = Number(childId);
  return { query: childrenList(chosen), id, child: chosen.children.find((c) => c.id === id) };
}

/** Props of {@link ChildPage}. */
export interface ChildPageProps {
  /** The page's title with the child's first name (`name`), as a function of it. */
  title: (name: string) => string;
  /** The page's content once the children are known; its reads answer 403 for another family's child. */
  children: (page: PageChild) => ReactNode;
}

/**
 * The frame of a child's page: a way back to `/parent`, the title with the child's name, then the
 * content. The content's reads name the route's child: another family's child gets the backend's
 * 403, shown as the sections' error (never data).
 */
export function ChildPage({ title, children }: ChildPageProps) {
  const { t } = useTranslation('learning-parents');
  const { query, id, child } = useRouteChild();
  return (
    <Page title={title(child?.first_name ?? t('pages.yourChild'))}>
      <BackLink as={RouterLink} to={PARENT_HOME}>
        {t('pages.back')}
      </BackLink>
      <QueryState query={query} errorMessage={t('home.childrenError')}>
        {() => children({ id, child })}
      </QueryState>
    </Page>
  );
}
