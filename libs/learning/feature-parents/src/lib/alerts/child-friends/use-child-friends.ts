import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  isApiError,
  useActOnChildFriendMutation,
  useGetChildFriendsQuery,
  useGetChildrenQuery,
  type ChildFriendActionPayload,
} from '@kk/api-clients';
import type { Friend } from '@kk/domain';
import { sectionQuery, type SectionQuery } from '@kk/ui-kit';

/** A friend or a request as the page shows it. */
export interface ChildFriendView {
  friend: Friend;
  /** First and last name, or the username when they gave none. */
  name: string;
}

/** The child's list, in two parts. */
export interface ChildFriendLists {
  /** Requests sent by or to the child that wait for the parent's approval. */
  awaiting: ChildFriendView[];
  /** The child's friends and the requests that no longer wait for the parent. */
  friends: ChildFriendView[];
}

/** What {@link useChildFriends} returns. */
export interface UseChildFriendsResult {
  /** The child's id from the route (`/parent/enfants/:childId/amis`). */
  childId: number;
  /** The child's first name once the parent's children are loaded, else null. */
  childName: string | null;
  /** The child's list (`GET /list_friends_handler?child_id=`, assumed contract). */
  query: SectionQuery<ChildFriendLists>;
  /** Approves or refuses a request, or removes a friend; rejects when the backend refused. */
  act: (action: ChildFriendActionPayload['action'], friend: Friend) => Promise<void>;
  /** The row whose action is being sent, else null. */
  busyId: number | null;
}

/** True for a refusal of a child that is not the parent's (403), or an unknown one (404). */
export function isNotTheirChild(error: unknown): boolean {
  return isApiError(error) && (error.status === 403 || error.status === 404);
}

/**
 * The child's friends `/parent/enfants/:childId/amis`: the requests awaiting the parent's approval
 * (approve, refuse) and the child's friends (remove). Reads the child's list through its own
 * endpoint, which never clears the parent's stored data on a refusal.
 */
export function useChildFriends(): UseChildFriendsResult {
  const childId = Number(useParams()['childId']);
  const valid = Number.isInteger(childId) && childId > 0;
  const children = useGetChildrenQuery();
  const query = useGetChildFriendsQuery(childId, { skip: !valid });
  const [send] = useActOnChildFriendMutation();
  const [busyId, setBusyId] = useState<number | null>(null);

  const lists = useMemo((): ChildFriendLists | undefined => {
    if (!query.data) return undefined;
    const views = query.data.map((friend) => ({
      friend,
      name: `${friend.first_name} ${friend.last_name}`.trim() || friend.username,
    }));
    return {
      awaiting: views.filter((view) => view.friend.awaiting_parent),
      friends: views.filter((view) => !view.friend.awaiting_parent && view.friend.direction === 'outgoing'),
    };
  }, [query.data]);

  const act = useCallback(
    async (action: ChildFriendActionPayload['action'], friend: Friend) => {
      setBusyId(friend.id);
      try {
        await send({ action, id: friend.id, child_id: childId }).unwrap();
      } finally {
        setBusyId(null);
      }
    },
    [send, childId],
  );

  const child = children.data?.find((c) => c.id === childId);
  const failed = valid ? query : { ...query, isError: true, error: { kind: 'http', status: 404 } };
  return {
    childId,
    childName: child?.first_name ?? null,
    query: sectionQuery(failed, lists),
    act,
    busyId,
  };
}
