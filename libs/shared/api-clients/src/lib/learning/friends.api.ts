import { type Friend, type FriendActionPayload, type FriendsResponse } from '@kk/domain';

/** What a parent does with a child's friend request or friendship (assumed: the parents' space). */
export type ChildFriendActionPayload = Extract<FriendActionPayload, { action: 'approve' | 'refuse' | 'delete' }> & {
  child_id: number;
};
import { domainSchema, writeSchema } from '../core/schema';
import type { ApiError } from '../core/errors';
import { storedDataCleared } from '../core/session-events';
import { learningApi } from './learning-api';
import { failedWithResponseBody } from './endpoint-helpers';

/** Friends: the list (call 53), adding one (call 54) and "friend create/update/delete" (named without a path). */
export const friendsApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /list_friends_handler (call 53). A failure WITH a response (an HTTP error answer that has
     * a body) clears all stored data (§8): `storedDataCleared` is dispatched. A failure without a
     * response (network) does not.
     */
    getFriends: build.query<Friend[], void>({
      query: () => '/list_friends_handler',
      rawResponseSchema: domainSchema('learning', 'friendsResponseSchema'),
      transformResponse: (response: FriendsResponse) => response.friends,
      providesTags: (friends = []) => [
        { type: 'Friends', id: 'LIST' },
        ...friends.map((f) => ({ type: 'Friends' as const, id: f.id })),
      ],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (rejection) {
          const { error } = rejection as { error: ApiError };
          if (failedWithResponseBody(error)) dispatch(storedDataCleared({ endpoint: 'getFriends' }));
        }
      },
    }),
    /**
     * GET /list_friends_handler?child_id=<id> (assumed: the parents' space): a parent reads one of
     * their children's friends and the requests awaiting the parent's approval. Its own endpoint,
     * so a refusal (403 for a child not theirs) does NOT clear the parent's stored data as a failed
     * `getFriends` does (§8 applies to the user's own list).
     */
    getChildFriends: build.query<Friend[], number>({
      query: (childId) => ({ url: '/list_friends_handler', params: { child_id: childId } }),
      rawResponseSchema: domainSchema('learning', 'friendsResponseSchema'),
      transformResponse: (response: FriendsResponse) => response.friends,
      providesTags: (_friends, _error, childId) => [{ type: 'ChildFriends', id: childId }],
    }),
    /**
     * POST /list_friends_handler with `child_id` (assumed: the parents' space): a parent approves or
     * refuses a request awaiting them, or ends one of the child's friendships. Refreshes the child's
     * list and the parent's alerts.
     */
    actOnChildFriend: build.mutation({
      query: (body: ChildFriendActionPayload) => ({ url: '/list_friends_handler', method: 'POST', body }),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: (_result, _error, body) => [
        { type: 'ChildFriends', id: body.child_id },
        { type: 'Notifications', id: 'LIST' },
      ],
    }),
    /** POST /list_friends/store/ (call 54): adds a user as a friend; answers the new friend (`null`: another 2xx shape). */
    storeFriend: build.mutation({
      query: (userId: number) => ({ url: '/list_friends/store/', method: 'POST', body: { user_id: userId } }),
      responseSchema: writeSchema('learning', 'friendSchema'),
      invalidatesTags: [{ type: 'Friends', id: 'LIST' }],
    }),
    /**
     * Friend create/update/delete (named without a path): POST /list_friends_handler, the list's own
     * path, with `action` add (by username), edit (the chat group) or delete.
     */
    saveFriend: build.mutation({
      query: (body: FriendActionPayload) => ({ url: '/list_friends_handler', method: 'POST', body }),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [{ type: 'Friends', id: 'LIST' }],
    }),
  }),
});

/** Hooks of the friend endpoints. */
export const {
  useGetFriendsQuery,
  useGetChildFriendsQuery,
  useActOnChildFriendMutation,
  useStoreFriendMutation,
  useSaveFriendMutation,
} = friendsApi;
