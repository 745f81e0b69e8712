import { useGetMyDemandesInfiniteQuery, usePagedLookup } from '@kk/api-clients';
import { demandeSchema, type Demande } from '@kk/domain';

/** Where finding the request stands. */
export type DemandeLookup =
  | { status: 'found'; demande: Demande }
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void };

/** The request passed along in the router state by My quotes, when it is the one asked for. */
export function demandeFromState(state: unknown, id: number): Demande | null {
  if (typeof state !== 'object' || state === null || !('demande' in state)) return null;
  const parsed = demandeSchema.safeParse((state as { demande: unknown }).demande);
  return parsed.success && parsed.data.id === id ? parsed.data : null;
}

/**
 * The request of /quotes/{id}: the one My quotes passed along (§2), else (a reload, a shared link)
 * found in the user's requests, reading page after page until it appears or the list ends. The
 * list is the same query as My quotes, so coming from there it is usually already loaded.
 */
export function useDemande(id: number | null, routeState: unknown): DemandeLookup {
  const passed = id === null ? null : demandeFromState(routeState, id);
  const query = useGetMyDemandesInfiniteQuery({}, { skip: passed !== null || id === null });
  const lookup = usePagedLookup(query, id !== null, passed, (d) => d.id === id);
  return lookup.status === 'found' ? { status: 'found', demande: lookup.item } : lookup;
}
