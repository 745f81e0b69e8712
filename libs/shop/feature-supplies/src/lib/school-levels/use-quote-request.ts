import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCreateDemandeMutation } from '@kk/api-clients';
import { STORAGE_KEYS, demandeDataSchema, type DemandeData } from '@kk/domain';
import { readStored, removeStored, saveNextUrl, selectIsLoggedIn, useAppSelector, writeStored } from '@kk/session';
import { withSearchParam } from '../shared/level-param';
import { draftPayload, keepOnlyPage, mergePageIntoDraft, type PageSelection } from './demande-draft';

/**
 * Search parameter added to the levels page URL stored as `next_url` when a visitor submits: back
 * on the page after login, it says "send the stored request now" (§4). It is removed at once, so a
 * reload or a back navigation never sends the request twice.
 */
export const RESUBMIT_PARAM = 'resubmit';

/** Where the quote request stands. */
export type QuoteRequestStatus = 'idle' | 'submitting' | 'sent' | 'failed';

/** What {@link useQuoteRequest} gives the levels page. */
export interface QuoteRequest {
  /** Where the request stands: `sent` shows the success popup, `failed` the error with its retry. */
  status: QuoteRequestStatus;
  /** Why the last request failed (the page names the cause), while `status` is `failed`. */
  error?: unknown;
  /** The stored draft (`demande_data`) as it was when the page opened: the page's quantities start from it. */
  initialDraft: DemandeData | null;
  /** The stored draft now (after the request is sent or other lists are cleared). */
  draft: DemandeData | null;
  /**
   * Submit (§2, §4): the draft with the page's lists. A signed-in user's request is sent; a
   * visitor's is stored in `demande_data` with `next_url` (this page, with {@link RESUBMIT_PARAM})
   * and they go to /connexion.
   */
  submit: (page: PageSelection) => Promise<void>;
  /** Add Another List: stores the draft with the page's lists and goes home to pick another school. */
  addAnotherList: (page: PageSelection) => void;
  /** Forgets the lists of other schools and levels kept in the draft; the page's own stay. */
  clearOtherLists: (page: PageSelection) => void;
  /** Back to `idle` (the success popup or the error was dismissed). */
  reset: () => void;
}

function readDraft(): DemandeData | null {
  return readStored(STORAGE_KEYS.demandeData, demandeDataSchema);
}

function storeDraft(draft: DemandeData | null): void {
  if (draft && draftPayload(draft)) writeStored(STORAGE_KEYS.demandeData, draft);
  else removeStored(STORAGE_KEYS.demandeData);
}

/**
 * The quote request of the school levels page (§2 "Submit", "Add Another List"; §4 "quote request
 * by a visitor"). The draft lives in `demande_data` so that it survives the login and the visit
 * of another school; it is removed once the request is sent.
 *
 * @example
 * const request = useQuoteRequest();
 * <Button loading={request.status === 'submitting'} onClick={() => request.submit(selection)}>{t('submit')}</Button>
 */
export function useQuoteRequest(): QuoteRequest {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [createDemande] = useCreateDemandeMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [initialDraft] = useState<DemandeData | null>(readDraft);
  const [draft, setDraft] = useState<DemandeData | null>(initialDraft);
  const [status, setStatus] = useState<QuoteRequestStatus>('idle');
  const [error, setError] = useState<unknown>(undefined);
  const resubmitted = useRef(false);

  const send = useCallback(
    async (data: DemandeData) => {
      const payload = draftPayload(data);
      if (!payload) return;
      setStatus('submitting');
      setError(undefined);
      try {
        await createDemande(payload).unwrap();
        removeStored(STORAGE_KEYS.demandeData);
        setDraft(null);
        setStatus('sent');
      } catch (failure) {
        // The draft stays stored and on screen: Submit again retries with nothing lost (§8).
        setError(failure);
        setStatus('failed');
      }
    },
    [createDemande],
  );

  const wantsResubmit = searchParams.has(RESUBMIT_PARAM);
  useEffect(() => {
    if (!wantsResubmit || !isLoggedIn || resubmitted.current) return;
    // Once only, even when effects run twice (StrictMode) or the URL update re-renders the page.
    resubmitted.current = true;
    navigate({ search: withSearchParam(location.search, RESUBMIT_PARAM, null) }, { replace: true });
    const stored = readDraft();
    if (stored) void send(stored);
  }, [wantsResubmit, isLoggedIn, location.search, navigate, send]);

  const submit = useCallback(
    async (page: PageSelection) => {
      const merged = mergePageIntoDraft(readDraft(), page);
      if (!draftPayload(merged)) return;
      if (!isLoggedIn) {
        storeDraft(merged);
        saveNextUrl(location.pathname + withSearchParam(location.search, RESUBMIT_PARAM, '1'), false);
        navigate('/connexion');
        return;
      }
      await send(merged);
    },
    [isLoggedIn, location.pathname, location.search, navigate, send],
  );

  const addAnotherList = useCallback(
    (page: PageSelection) => {
      storeDraft(mergePageIntoDraft(readDraft(), page));
      navigate('/');
    },
    [navigate],
  );

  const clearOtherLists = useCallback((page: PageSelection) => {
    const kept = keepOnlyPage(readDraft(), page);
    storeDraft(kept);
    setDraft(kept);
  }, []);

  const reset = useCallback(() => setStatus('idle'), []);

  return { status, error, initialDraft, draft, submit, addAnotherList, clearOtherLists, reset };
}
