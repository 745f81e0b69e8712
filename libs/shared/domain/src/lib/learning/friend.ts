import * as z from 'zod/mini';
import { listAnswerSchema, withReferences } from '../common/open-shapes';
import { lenientBooleanSchema, lenientTextSchema, optionalTextSchema } from '../common/schema-helpers';

/** Friendship states. */
export const FRIEND_STATUSES = ['accepted', 'pending'] as const;
/** One of {@link FRIEND_STATUSES}. */
export type FriendStatus = (typeof FRIEND_STATUSES)[number];

/** Who asked, for a pending friendship: the signed-in student (`outgoing`) or the other one (`incoming`). */
export const FRIEND_DIRECTIONS = ['incoming', 'outgoing'] as const;
/** One of {@link FRIEND_DIRECTIONS}. */
export type FriendDirection = (typeof FRIEND_DIRECTIONS)[number];

/**
 * A friend of the signed-in student. Fields not shown in the spec; chosen as who they are, their
 * class level, the friendship state and an optional chat group name (§1: friends and group chats).
 * The level may also come as `level: { id, name }`.
 */
export const friendSchema = withReferences(
  z.object({
    /** Friendship id (used by update/delete). */
    id: z.number(),
    /** The friend's user id. */
    user_id: z.number(),
    username: z.string(),
    first_name: lenientTextSchema,
    last_name: lenientTextSchema,
    image: lenientTextSchema,
    level_name: lenientTextSchema,
    status: z.enum(FRIEND_STATUSES),
    /** Chat group the friend is filed under, null for none. */
    group: optionalTextSchema,
    /**
     * Who asked (assumed contract, see the api-clients README): `incoming` is a request the student
     * may accept or decline. Absent (a backend that does not say) reads as `outgoing`.
     */
    direction: z.pipe(
      z.optional(z.nullable(z.string())),
      z.transform((value): FriendDirection => (value === 'incoming' ? 'incoming' : 'outgoing')),
    ),
    /**
     * A pending request that waits for a parent's approval (assumed contract, see the api-clients
     * README, "Assumed contract: the parents' space"): the child cannot accept it yet. Absent reads
     * as false.
     */
    awaiting_parent: lenientBooleanSchema,
  }),
  [{ from: 'level', name: 'level_name' }],
);
/** A friend. */
export type Friend = z.output<typeof friendSchema>;

/** GET /list_friends_handler (call 53). Envelope chosen: `{ friends }`; a DRF page or a bare array reads the same. */
export const friendsResponseSchema = listAnswerSchema('friends', friendSchema);
/** Response of GET /list_friends_handler. */
export type FriendsResponse = z.output<typeof friendsResponseSchema>;

/** Payload of POST /list_friends/store/ (call 54): add a user as a friend. */
export const storeFriendPayloadSchema = z.object({ user_id: z.number() });
/** Payload of the friend store call. */
export type StoreFriendPayload = z.output<typeof storeFriendPayloadSchema>;

/**
 * Payload of the "friend create/update/delete" calls (named without a path in §7), sent with an
 * `action` like the school handlers: add by username, edit the group, delete the friendship, and
 * accept or decline an incoming request (assumed contract, see the api-clients README). A parent
 * acts on a child's list with `child_id`: approve or refuse a request awaiting them, or delete
 * one of the child's friendships (assumed contract: the parents' space).
 */
export const friendActionPayloadSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add'), username: z.string().check(z.minLength(1)) }),
  z.object({ action: z.literal('edit'), id: z.number(), group: z.nullable(z.string()) }),
  z.object({ action: z.literal('delete'), id: z.number(), child_id: z.optional(z.number()) }),
  z.object({ action: z.literal('accept'), id: z.number() }),
  z.object({ action: z.literal('decline'), id: z.number() }),
  z.object({ action: z.literal('approve'), id: z.number(), child_id: z.number() }),
  z.object({ action: z.literal('refuse'), id: z.number(), child_id: z.number() }),
]);
/** Payload of a friend create/update/delete call. */
export type FriendActionPayload = z.output<typeof friendActionPayloadSchema>;
