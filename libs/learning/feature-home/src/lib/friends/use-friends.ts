import { useCallback, useMemo, useState } from 'react';
import { isApiError, useGetFriendsQuery, useSaveFriendMutation } from '@kk/api-clients';
import type { Friend, FriendActionPayload } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { sectionQuery, type SectionQuery } from '@kk/ui-kit';

/** The backend's `error` when no user has that username (§8 dictionary: 'No result found'). */
const NO_RESULT_ERROR = 'No result found';

/** The message of a failed friend request: an unknown username is 'No result found', anything else generic. */
export function addFriendErrorKey(error: unknown): TranslationKey {
  const body = isApiError(error) ? error.data : undefined;
  const code = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['error'] : undefined;
  return code === NO_RESULT_ERROR ? 'errors:noResult' : 'learning-home:friends.add.failed';
}

/** A friend as the list shows them. */
export interface FriendView {
  /** The friend. */
  friend: Friend;
  /** First and last name, or the username when they gave none. */
  name: string;
}

/** What {@link useFriends} returns. */
export interface UseFriendsResult {
  /** The user's friends and the requests they sent that wait for an answer (`list_friends_handler`). */
  query: SectionQuery<FriendView[]>;
  /** Requests other students sent, to accept or decline (from the same list; empty until it loads). */
  requests: FriendView[];
  /**
   * Sends a friend request to a username (trimmed). Resolves with nothing when sent, or with the
   * translation key of what went wrong.
   */
  addFriend: (username: string) => Promise<TranslationKey | undefined>;
  /** The username the last request went to, until the next one starts. */
  sentTo: string | null;
  /** Accepts or declines a request received; rejects when the backend refused (the list stays). */
  answer: (request: Friend, choice: 'accept' | 'decline') => Promise<void>;
  /** Ends a friendship, or withdraws a request sent; rejects when the backend refused. */
  remove: (friend: Friend) => Promise<void>;
  /** The friendship whose answer or removal is being sent, else null. */
  busyId: number | null;
}

/**
 * Friends `/amis`: the requests received (accept, decline), the list (remove a friend, withdraw a
 * request) and the request by username (a pending request until they accept; the list loads again
 * after each change). A failed list load with an answer clears the stored data and ends the
 * session (§8, done by the API layer).
 */
export function useFriends(): UseFriendsResult {
  const query = useGetFriendsQuery();
  const [saveFriend] = useSaveFriendMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const lists = useMemo(() => {
    if (!query.data) return { requests: [], friends: undefined };
    const views = query.data.map((friend) => ({
      friend,
      name: `${friend.first_name} ${friend.last_name}`.trim() || friend.username,
    }));
    const received = (view: FriendView) => view.friend.status === 'pending' && view.friend.direction === 'incoming';
    return { requests: views.filter(received), friends: views.filter((view) => !received(view)) };
  }, [query.data]);

  const act = useCallback(
    async (id: number, payload: FriendActionPayload) => {
      setBusyId(id);
      try {
        await saveFriend(payload).unwrap();
      } finally {
        setBusyId(null);
      }
    },
    [saveFriend],
  );
  const answer = useCallback(
    (request: Friend, choice: 'accept' | 'decline') => act(request.id, { action: choice, id: request.id }),
    [act],
  );
  const remove = useCallback((friend: Friend) => act(friend.id, { action: 'delete', id: friend.id }), [act]);

  const addFriend = useCallback(
    async (username: string) => {
      setSentTo(null);
      const name = username.trim();
      try {
        await saveFriend({ action: 'add', username: name }).unwrap();
      } catch (error) {
        return addFriendErrorKey(error);
      }
      setSentTo(name);
      return undefined;
    },
    [saveFriend],
  );

  return {
    query: sectionQuery(query, lists.friends),
    requests: lists.requests,
    addFriend,
    sentTo,
    answer,
    remove,
    busyId,
  };
}
