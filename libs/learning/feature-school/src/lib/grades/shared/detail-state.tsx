import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, BackLink, QueryState, Skeleton, type QueryStateQuery } from '@kk/ui-kit';

/** Props of {@link DetailState}. */
export interface DetailStateProps<T> {
  /** The page's query: `data` null when the item is not the user's (or does not exist). */
  query: QueryStateQuery<T | null>;
  /** The load failure's message. */
  errorMessage: string;
  /** The not-found alert's title and text. */
  notFound: { title: string; description: string };
  /** The way back to the list (above every state; not printed). */
  back: { to: string; label: string };
  /** The page's content, once loaded and found. */
  children: (data: T) => ReactNode;
}

/**
 * The body of a grades detail page (a control's sheet, a report card): the way back to its list,
 * then its states: a skeleton, the failure with Retry, "not found" (an item that is not the
 * user's: said so, nothing else), the content.
 */
export function DetailState<T>({ query, errorMessage, notFound, back, children }: DetailStateProps<T>) {
  return (
    <>
      <div data-print="hide">
        <BackLink as={RouterLink} to={back.to}>
          {back.label}
        </BackLink>
      </div>
      <QueryState
        query={query}
        errorMessage={errorMessage}
        loading={<Skeleton variant="rect" height="24rem" />}
        isEmpty={(data) => data === null}
        empty={
          <Alert tone="danger" title={notFound.title}>
            {notFound.description}
          </Alert>
        }
      >
        {(data) => data !== null && children(data)}
      </QueryState>
    </>
  );
}
