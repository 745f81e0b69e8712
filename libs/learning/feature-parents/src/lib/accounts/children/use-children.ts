import { useMemo } from 'react';
import { useGetChildrenQuery } from '@kk/api-clients';
import type { ParentChild } from '@kk/domain';

/** One child as "Mes enfants" shows them. */
export interface ChildSummary {
  /** The child's account id (the `:childId` of their pages). */
  id: number;
  /** First and last name. */
  name: string;
  /** What the child signs in with. */
  username: string;
  /** The level's name ('' when unknown). */
  levelName: string;
  /** Picture URL, or '' for initials. */
  image: string;
  /** The school the child's account is linked to (by Code Massar), or null. */
  schoolName: string | null;
  /** Their class in that school, or null. */
  className: string | null;
}

/** A child's full name, first name first. */
export function childName(child: Pick<ParentChild, 'first_name' | 'last_name'>): string {
  return [child.first_name, child.last_name].filter(Boolean).join(' ');
}

function toSummary(child: ParentChild): ChildSummary {
  return {
    id: child.id,
    name: childName(child),
    username: child.username,
    levelName: child.level_name,
    image: child.image,
    schoolName: child.school_name,
    className: child.school_name ? child.class_name : null,
  };
}

/**
 * View model of `/parent/enfants`, "Mes enfants".
 * - `query`: the parent's children (`getChildren`), for `QueryState`: loading, error with Retry, data;
 * - `children`: each child with what the list shows (none until the data arrives).
 */
export function useChildren() {
  const query = useGetChildrenQuery();
  const children = useMemo(() => (query.data ?? []).map(toSummary), [query.data]);
  return { query, children };
}

/** What {@link useChildren} returns. */
export type UseChildrenResult = ReturnType<typeof useChildren>;
