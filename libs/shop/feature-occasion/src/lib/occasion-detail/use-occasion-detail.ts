import { useCallback, useState } from 'react';
import {
  isApiError,
  selectCachedOccasion,
  useGetMyOccasionsInfiniteQuery,
  useGetOccasionQuery,
  useGetOccasionsInfiniteQuery,
  usePagedLookup,
} from '@kk/api-clients';
import { selectIsLoggedIn, useAppSelector, useReferenceNames } from '@kk/session';
import type { Occasion } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import type { QueryStateQuery } from '@kk/ui-kit';
import { CATEGORY_LABELS, statusLabelKey } from '../shared/occasion-labels';

/** The `{occasion_id}` route parameter as an id, or null when it is not one. */
export function toOccasionId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A failed load that means the listing does not exist (HTTP 404). */
export function isOccasionNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/** What {@link useOccasionDetail} returns. */
export interface UseOccasionDetailResult {
  /** The listing, for `QueryState` (a 404-like error when it is nowhere); skipped without an id. */
  query: QueryStateQuery<Occasion>;
  /** The route's id is not one (the page says not found at once). */
  invalidId: boolean;
}

/**
 * The backend does not know the assumed `get_occasion` call: it refused the request itself (400 a
 * bad action, 405, 501) rather than saying the listing does not exist (404).
 */
function isUnknownCall(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && [400, 405, 501].includes(error.status ?? 0);
}

const NOT_FOUND = { kind: 'http', status: 404, message: 'Listing not found' } as const;

/**
 * The listing of /occasion/{occasion_id} (§2), from the list's data first: the book list already
 * in the cache (opened from the list: no request at all); else the assumed single-listing call
 * (`get_occasion`, not in the spec); when the backend does not know that call (400, 405, 501: a
 * backend that follows the spec), the list itself (`get_all_occasions`), page after page until
 * the listing appears or the list ends (then "not found"). A 404 for a signed-in user is looked up
 * in their own listings (`get_my_occasions`): their listing waiting for review or refused is not
 * public, but they see it.
 */
export function useOccasionDetail(id: number | null): UseOccasionDetailResult {
  const cached = useAppSelector((state) => (id === null ? undefined : selectCachedOccasion(state, id))) ?? null;
  const direct = useGetOccasionQuery(id ?? 0, { skip: id === null || cached !== null });
  const fromList = cached === null && direct.isError && isUnknownCall(direct.error);
  const list = useGetOccasionsInfiniteQuery({}, { skip: !fromList });
  const lookup = usePagedLookup(list, fromList, null, (o) => o.id === id);
  // Not public (waiting for review, refused): the signed-in seller's own list may have it.
  const signedIn = useAppSelector(selectIsLoggedIn);
  const fromMine = cached === null && signedIn && direct.isError && isOccasionNotFound(direct.error);
  const mine = useGetMyOccasionsInfiniteQuery({}, { skip: !fromMine });
  const mineLookup = usePagedLookup(mine, fromMine, null, (o) => o.id === id);

  let query: QueryStateQuery<Occasion>;
  if (cached) query = { data: cached, isError: false };
  else if (fromMine) {
    if (mineLookup.status === 'found') query = { data: mineLookup.item, isError: false };
    else if (mineLookup.status === 'not-found') query = direct;
    else if (mineLookup.status === 'error') query = { isError: true, error: mine.error, refetch: mineLookup.retry };
    else query = { isLoading: true, isError: false };
  } else if (!fromList) query = direct;
  else if (lookup.status === 'found') query = { data: lookup.item, isError: false };
  else if (lookup.status === 'not-found') query = { isError: true, error: NOT_FOUND };
  else if (lookup.status === 'error') query = { isError: true, error: list.error, refetch: lookup.retry };
  else query = { isLoading: true, isError: false };
  return { query, invalidId: id === null };
}

/** One line of the listing's details: the term's key and the value, as given or as a key. */
export interface BookFact {
  /** The term (`field.*`). */
  termKey: TranslationKey;
  /** The value as the backend gave it. */
  value?: string;
  /** The value as a translation key (the category). */
  valueKey?: TranslationKey;
}

/** What {@link useBookDetail} returns. */
export interface UseBookDetailResult {
  /** The details the listing gives, in order, leaving out those it does not. */
  facts: BookFact[];
  /** The status's translation key, when the app knows it. */
  statusKey: TranslationKey | null;
  /** The seller's name; empty when unknown. */
  sellerName: string;
  /** The seller can be contacted (the listing names one). */
  canContact: boolean;
  /** The contact popup is open. */
  contactOpen: boolean;
  /** Opens the contact popup. */
  openContact: () => void;
  /** Closes the contact popup. */
  closeContact: () => void;
}

/** What the loaded listing shows: its details, status and seller, and the contact popup's state. */
export function useBookDetail(book: Occasion): UseBookDetailResult {
  const [contactOpen, setContactOpen] = useState(false);
  // The listing names its level and subject in French: shown in the reader's language.
  const names = useReferenceNames();
  const facts: BookFact[] = [
    { termKey: 'shop-occasion:field.level', value: names.level(book.level) },
    { termKey: 'shop-occasion:field.subject', value: names.subject(book.subject) },
    {
      termKey: 'shop-occasion:field.category',
      valueKey: book.category === 1 || book.category === 2 ? CATEGORY_LABELS[book.category] : undefined,
    },
    { termKey: 'shop-occasion:field.editor', value: book.edition },
    { termKey: 'shop-occasion:field.edition', value: book.edition_year },
  ];
  return {
    facts: facts.filter((fact) => fact.value || fact.valueKey),
    statusKey: statusLabelKey(book.status),
    sellerName: book.user ? `${book.user.first_name} ${book.user.last_name}`.trim() : '',
    canContact: Boolean(book.user),
    contactOpen,
    openContact: useCallback(() => setContactOpen(true), []),
    closeContact: useCallback(() => setContactOpen(false), []),
  };
}
