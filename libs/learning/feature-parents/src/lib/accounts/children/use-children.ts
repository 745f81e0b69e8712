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
  /** The level's id, when known. */
  current_level: number | null;
  /** The level's name as the backend wrote it ('' when unknown). */
  level_name: string;
  /** Picture URL, or '' for initials. */
  image: string;
  /** The school the child's account is linked to (by Code Massar), or null. */
  school_name: string | null;
  /** Their class in that school, or null (none without a school). */
  class_name: string | null;
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
    current_level: child.current_level,
    level_name: child.level_name,
    image: child.image,
    school_name: child.school_name,
    class_name: child.school_name ? child.class_name : null,
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
