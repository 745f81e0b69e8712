import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetChildrenQuery } from '@kk/api-clients';
import type { ParentChild } from '@kk/domain';
import { selectSessionUser, useAppSelector } from '@kk/session';

/** Prefix of the child a parent last chose, in localStorage: `kk_parent_child:<parent id>`. */
export const CHOSEN_CHILD_PREFIX = 'kk_parent_child';

/** The URL parameter that chooses a child (`/parent?enfant=12`: what an alert links to). */
export const CHILD_PARAM = 'enfant';

const storageKey = (parentId: number | string) => `${CHOSEN_CHILD_PREFIX}:${parentId}`;

function readChosen(parentId: number | string | undefined): number | null {
  if (parentId === undefined) return null;
  try {
    const value = Number(localStorage.getItem(storageKey(parentId)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function writeChosen(parentId: number | string | undefined, childId: number) {
  if (parentId === undefined) return;
  try {
    localStorage.setItem(storageKey(parentId), String(childId));
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
}

/** What {@link useChosenChild} returns. */
export interface ChosenChild {
  /** The parent's children (`GET /api/koolskools/v1/children/`, assumed contract). */
  query: ReturnType<typeof useGetChildrenQuery>;
  children: ParentChild[];
  /** The child the parents' space shows: the URL's, else the stored choice, else the first one. */
  child: ParentChild | null;
  /** Shows another child (kept across reloads, for this parent). */
  choose: (childId: number) => void;
}

/**
 * The parent's children and the one the parents' space shows, one child at a time (as Pronote's
 * parent app does). The choice is kept per parent across reloads (`kk_parent_child:<parent id>`);
 * `?enfant=<id>` in the URL chooses a child (and is kept the same way). An id that is not one of the
 * parent's children is ignored: the first child is shown.
 */
export function useChosenChild(): ChosenChild {
  const query = useGetChildrenQuery();
  const parentId = useAppSelector(selectSessionUser)?.id;
  const [params] = useSearchParams();
  const fromUrl = Number(params.get(CHILD_PARAM));
  const [chosen, setChosen] = useState<number | null>(() =>
    Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : readChosen(parentId),
  );
  const children = useMemo(() => query.data ?? [], [query.data]);
  const child = children.find((c) => c.id === chosen) ?? children[0] ?? null;

  useEffect(() => {
    if (Number.isInteger(fromUrl) && fromUrl > 0 && children.some((c) => c.id === fromUrl)) {
      setChosen(fromUrl);
      writeChosen(parentId, fromUrl);
    }
  }, [fromUrl, children, parentId]);

  const choose = useCallback(
    (childId: number) => {
      setChosen(childId);
      writeChosen(parentId, childId);
    },
    [parentId],
  );

  return { query, children, child, choose };
}
