import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStoredQuantities } from '@kk/shop-ui';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { packsApi, schoolsApi, suppliesApi, useGetSupplyLinesQuery } from '@kk/api-clients';
import type { Level, Pack, School, Subject, SupplyLine } from '@kk/domain';
import { useAppDispatch, useReferenceLists, type AppDispatch } from '@kk/session';
import type { QueryStateQuery, ViewMode } from '@kk/ui-kit';
import { LEVELS_PARAM, parseLevelIds, withSearchParam } from '../shared/level-param';
import { useSchool, type UseSchoolResult } from '../school/use-school';
import {
  draftPayload,
  initialQuantities,
  mergePageIntoDraft,
  otherArticlesCount,
  otherLists,
  quantityOf as lineQuantity,
  type OtherList,
  type PageSelection,
} from './demande-draft';
import { useQuoteRequest, type QuoteRequestStatus } from './use-quote-request';

/** Search parameter of the open pack detail (`?levels=3&pack=12`): reload, and the return from login, reopen it. */
export const PACK_PARAM = 'pack';

/** What {@link useSchoolLevels} returns. */
export interface UseSchoolLevelsResult extends UseSchoolResult {
  /** The levels the URL asks for (`?levels=3,4`), before checking the school teaches them. */
  askedLevelIds: number[];
}

/**
 * Asks for the asked levels' supply lines and packs (`?levels=3,4`) of a school: the calls the levels
 * page makes once its school has arrived, nearly always with these arguments (see {@link useSchoolLevels}).
 */
function prefetchAskedLevels(dispatch: AppDispatch, schoolId: number | null, levels: string | null): void {
  const asked = parseLevelIds(levels);
  if (schoolId === null || asked.length === 0) return;
  dispatch(suppliesApi.util.prefetch('getSupplyLines', { school: schoolId, levels_ids: asked }, {}));
  dispatch(packsApi.util.prefetch('getPacks', { school_id: schoolId, levels_ids: asked }, {}));
}

/**
 * The levels page's calls, asked for when the app opens on it (`prefetchPageData`: the page's
 * `prefetch`): its school, and the asked levels' supply lines and packs beside it.
 */
export function prefetchLevelsPage(dispatch: AppDispatch, schoolId: number | null, levels: string | null): void {
  if (schoolId !== null) dispatch(schoolsApi.util.prefetch('getSchoolInfo', schoolId, {}));
  prefetchAskedLevels(dispatch, schoolId, levels);
}

/**
 * The school of /school/{school_id}/levels (`schoolId`: the route's, null when not an id) and the levels its URL asks for.
 *
 * The asked levels' supply lines and packs are asked for beside the school, not after it: the page
 * shows the levels the school teaches, which are the asked ones but for a hand-edited address, so
 * their calls are nearly always the ones the page then makes (the same arguments, answered or on
 * their way); otherwise they go unused. One round trip less before the page's content
 * (docs/performance.md, "The levels page's calls side by side").
 */
export function useSchoolLevels(schoolId: number | null): UseSchoolLevelsResult {
  const school = useSchool(schoolId);
  const [searchParams] = useSearchParams();
  const levels = searchParams.get(LEVELS_PARAM);
  const dispatch = useAppDispatch();
  useEffect(() => prefetchAskedLevels(dispatch, schoolId, levels), [dispatch, schoolId, levels]);
  return { ...school, askedLevelIds: parseLevelIds(levels) };
}

/** The asked levels the school teaches, in the asked order. */
export function chosenLevelIds(school: Pick<School, 'levels'>, asked: readonly number[]): number[] {
  return asked.filter((id) => school.levels.includes(id));
}

/** What {@link useLevelsContent} returns. */
export interface UseLevelsContentResult {
  /** List or grid. */
  view: ViewMode;
  /** The view toggle. */
  setView: (view: ViewMode) => void;
  /** The stored levels (names of the supply sections and the other lists). */
  levels: Level[];
  /** The stored subjects. */
  subjects: Subject[];
  /** The chosen levels' names, in order; null for a level the stored list does not know. */
  levelNames: (string | null)[];
  /** The supply articles of the chosen levels (`get_fournitures_articles`), for `QueryState`. */
  supplies: QueryStateQuery<SupplyLine[]>;
  /** The supply lines, once loaded. */
  lines: SupplyLine[];
  /** A line's quantity: the one typed, else the stored draft's, else 0. */
  quantityOf: (lineId: number) => number;
  /** Types a line's quantity. */
  setQuantity: (lineId: number, quantity: number) => void;
  /** The lists of other schools and levels kept in the draft. */
  others: OtherList[];
  /** How many articles those other lists hold. */
  othersCount: number;
  /** Forgets the other lists. */
  clearOtherLists: () => void;
  /** The supplies are loaded (Add Another List is usable). */
  suppliesLoaded: boolean;
  /** Something is picked, here or in other lists (Submit is usable). */
  canSubmit: boolean;
  /** How many articles the request holds: those picked here (quantity 1 or more) and the other lists'. */
  pickedCount: number;
  /** Where the quote request stands. */
  requestStatus: QuoteRequestStatus;
  /** Why the quote request failed (the page names the cause), while `requestStatus` is `failed`. */
  requestError?: unknown;
  /** Add Another List. */
  addAnotherList: () => void;
  /** Submit: the quote request (§4). */
  submit: () => Promise<void>;
  /** Dismisses the success popup. */
  resetRequest: () => void;
  /** The pack whose detail is open (from the URL), or null. */
  packId: number | null;
  /** Opens a pack's detail (in the URL, replaced), or closes it with null. */
  setPack: (pack: Pick<Pack, 'id'> | null) => void;
}

/**
 * The levels page once the school and the chosen levels are known: the supply articles and their
 * quantities (starting from the stored draft), the other lists of the draft, the quote request
 * (Submit, Add Another List), the list/grid view and the open pack (in the URL).
 */
export function useLevelsContent(school: School, levelIds: number[]): UseLevelsContentResult {
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const reference = useReferenceLists();
  const supplies = useGetSupplyLinesQuery({ school: school.id, levels_ids: levelIds });
  const request = useQuoteRequest();
  const [view, setView] = useState<ViewMode>('list');
  // Kept for the tab's session, per school and levels: a reload or Back finds the typed quantities.
  const [edits, setEdit] = useStoredQuantities(`levels:${school.id}:${levelIds.join(',')}`);

  const lines = useMemo(() => supplies.data ?? [], [supplies.data]);
  const initial = useMemo(() => initialQuantities(lines, request.initialDraft), [lines, request.initialDraft]);
  const quantities = useMemo(() => ({ ...initial, ...edits }), [initial, edits]);
  const selection: PageSelection = { schoolId: school.id, levelIds, lines, quantities };

  // The pack popup follows the URL, so a reload or the way back from login reopens it.
  const packId = Number(searchParams.get(PACK_PARAM)) || null;
  const setPack = useCallback(
    (pack: Pick<Pack, 'id'> | null) => {
      navigate({ search: withSearchParam(search, PACK_PARAM, pack ? String(pack.id) : null) }, { replace: true });
    },
    [navigate, search],
  );

  return {
    view,
    setView,
    levels: reference.levels,
    subjects: reference.subjects,
    levelNames: levelIds.map((id) => reference.levels.find((l) => l.level_id === id)?.name ?? null),
    supplies,
    lines,
    quantityOf: (lineId) => lineQuantity(lineId, quantities, initial),
    setQuantity: setEdit,
    others: otherLists(request.draft, selection),
    othersCount: otherArticlesCount(request.draft, selection),
    clearOtherLists: () => request.clearOtherLists(selection),
    suppliesLoaded: supplies.isSuccess,
    canSubmit: supplies.isSuccess && draftPayload(mergePageIntoDraft(request.draft, selection)) !== null,
    pickedCount:
      lines.filter((line) => lineQuantity(line.id, quantities, initial) >= 1).length +
      otherArticlesCount(request.draft, selection),
    requestStatus: request.status,
    requestError: request.error,
    addAnotherList: () => request.addAnotherList(selection),
    submit: () => request.submit(selection),
    resetRequest: request.reset,
    packId,
    setPack,
  };
}
