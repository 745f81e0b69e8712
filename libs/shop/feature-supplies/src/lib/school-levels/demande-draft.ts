import {
  schoolsLevelsDict,
  type CreateDemandePayload,
  type DemandeData,
  type SchoolLevelPair,
  type SupplyLine,
} from '@kk/domain';

/** Quantities the user chose on the page, by supply line id. */
export type Quantities = Readonly<Record<number, number>>;

/** What the levels page holds for one school: its chosen levels, their supply lines and the quantities. */
export interface PageSelection {
  /** The page's school. */
  schoolId: number;
  /** The chosen levels of that school. */
  levelIds: readonly number[];
  /** The supply lines of those levels (`f_articles`). */
  lines: readonly Pick<SupplyLine, 'id' | 'school_id' | 'level_id' | 'quantity'>[];
  /** The quantity of each line now, by line id. */
  quantities: Quantities;
}

/** True when the draft already holds a list for this school and level. */
function draftHasLevel(draft: DemandeData | null, schoolId: number, levelId: number): boolean {
  return draft?.schools_levels.some(([s, l]) => s === schoolId && l === levelId) ?? false;
}

/**
 * Quantities the page starts with: for a level whose list is already in the draft (the user comes
 * back to it, or returns from login), what the draft holds (0 for a line left out); otherwise the
 * quantity the school asks for.
 */
export function initialQuantities(lines: PageSelection['lines'], draft: DemandeData | null): Record<number, number> {
  const picked = new Map((draft?.fournitures_articles ?? []).map((a) => [a.id, a.quantity]));
  const quantities: Record<number, number> = {};
  for (const line of lines) {
    quantities[line.id] = draftHasLevel(draft, line.school_id, line.level_id)
      ? (picked.get(line.id) ?? 0)
      : line.quantity;
  }
  return quantities;
}

/** The quantity of a line on the page: what the user set, else what the page started with. */
export function quantityOf(lineId: number, quantities: Quantities, initial: Quantities): number {
  return quantities[lineId] ?? initial[lineId] ?? 0;
}

/**
 * The request draft (`demande_data`) with this page's lists in it. The page is the authority for
 * its school's chosen levels: their earlier entries in the draft are replaced by the page's lines
 * with a quantity of at least 1 (lines at 0 are left out, a level with nothing picked is not asked
 * for). Lists of other schools, and other levels of the same school added before with Add Another
 * List, are kept in front, in their order.
 */
export function mergePageIntoDraft(draft: DemandeData | null, page: PageSelection): DemandeData {
  const pageLevels = new Set(page.levelIds);
  const pageLineIds = new Set(page.lines.filter((l) => pageLevels.has(l.level_id)).map((l) => l.id));
  const keptArticles = (draft?.fournitures_articles ?? []).filter((a) => !pageLineIds.has(a.id));
  const keptPairs = (draft?.schools_levels ?? []).filter(([s, l]) => !(s === page.schoolId && pageLevels.has(l)));

  const pickedLines = page.lines.filter(
    (line) => pageLevels.has(line.level_id) && Math.trunc(page.quantities[line.id] ?? 0) >= 1,
  );
  const pickedArticles = pickedLines.map((line) => ({
    id: line.id,
    quantity: Math.trunc(page.quantities[line.id] ?? 0),
  }));
  const pickedPairs: SchoolLevelPair[] = page.levelIds
    .filter((levelId) => pickedLines.some((line) => line.level_id === levelId))
    .map((levelId) => [page.schoolId, levelId]);

  const schoolsLevels = [...keptPairs, ...pickedPairs];
  return {
    fournitures_articles: [...keptArticles, ...pickedArticles],
    schools_levels: schoolsLevels,
    schools_levels_dict: schoolsLevelsDict(schoolsLevels),
  };
}

/** The `create_demande` payload of a draft, or null when there is nothing to ask for. */
export function draftPayload(draft: DemandeData | null): CreateDemandePayload | null {
  if (!draft || draft.fournitures_articles.length === 0 || draft.schools_levels.length === 0) return null;
  return { fournitures_articles: draft.fournitures_articles, schools_levels: draft.schools_levels };
}

/** Lists of the draft that are not on the page: other schools, or other levels of this school. */
export interface OtherList {
  /** A school of the draft. */
  schoolId: number;
  /** Its levels in the draft (not on the page). */
  levelIds: number[];
}

/** True when a (school, level) pair is one of the page's lists. */
function onPage(page: Pick<PageSelection, 'schoolId' | 'levelIds'>, [schoolId, levelId]: SchoolLevelPair): boolean {
  return schoolId === page.schoolId && page.levelIds.includes(levelId);
}

/** The draft's lists that are not the page's (shown as "also in your request"), grouped by school. */
export function otherLists(draft: DemandeData | null, page: Pick<PageSelection, 'schoolId' | 'levelIds'>): OtherList[] {
  if (!draft) return [];
  // A Map, not an object: integer keys of an object would come out sorted, not in the draft's order.
  const bySchool = new Map<number, number[]>();
  for (const pair of draft.schools_levels) {
    if (onPage(page, pair)) continue;
    const levels = bySchool.get(pair[0]) ?? [];
    if (!levels.includes(pair[1])) levels.push(pair[1]);
    bySchool.set(pair[0], levels);
  }
  return [...bySchool].map(([schoolId, levelIds]) => ({ schoolId, levelIds }));
}

/** Number of articles of the draft that are not lines of the page (the other lists' articles). */
export function otherArticlesCount(draft: DemandeData | null, page: Pick<PageSelection, 'lines'>): number {
  if (!draft) return 0;
  const pageLineIds = new Set(page.lines.map((l) => l.id));
  return draft.fournitures_articles.filter((a) => !pageLineIds.has(a.id)).length;
}

/** The draft without the other lists: only what it holds for the page's levels (or null when that is nothing). */
export function keepOnlyPage(draft: DemandeData | null, page: PageSelection): DemandeData | null {
  if (!draft) return null;
  const pageLineIds = new Set(page.lines.filter((l) => page.levelIds.includes(l.level_id)).map((l) => l.id));
  const pairs = draft.schools_levels.filter((pair) => onPage(page, pair));
  const articles = draft.fournitures_articles.filter((a) => pageLineIds.has(a.id));
  if (pairs.length === 0 && articles.length === 0) return null;
  return { fournitures_articles: articles, schools_levels: pairs, schools_levels_dict: schoolsLevelsDict(pairs) };
}
