import type { Friend } from '@kk/domain';
import { listReadings, type ContractFixture } from '../../testing/contract';

const friend: Friend = {
  id: 1301,
  user_id: 61,
  username: 'amine',
  first_name: 'Amine',
  last_name: 'Tazi',
  image: '',
  level_name: '1re année collège',
  status: 'accepted',
  group: 'Classe 1AC-A',
  direction: 'outgoing',
  awaiting_parent: false,
};
const pending: Friend = { ...friend, id: 1302, user_id: 62, username: 'salma.k', status: 'pending', group: null };
const received: Friend = {
  ...pending,
  id: 1303,
  user_id: 63,
  username: 'omar',
  direction: 'incoming',
  awaiting_parent: true,
};

// The other reading leaves out who asked where the backend may not say it: absent reads as outgoing;
// and whether a parent's approval is awaited, as 1 when it is (absent reads as false).
const { level_name: _level, direction: _direction, awaiting_parent: _awaiting, ...rest } = friend;
const nested = (f: Friend) => ({
  ...rest,
  ...(f.direction === 'incoming' ? { direction: 'incoming' } : {}),
  ...(f.awaiting_parent ? { awaiting_parent: 1 } : {}),
  id: f.id,
  user_id: f.user_id,
  username: f.username,
  status: f.status,
  group: f.group,
  level: { id: 7, name: f.level_name },
  image: null,
});

/** Readings of the answers of friends.api.ts that the friends page reads (call 53). */
export const friendsFixtures = {
  /**
   * GET /list_friends_handler: the level a name or `{ id, name }`, the picture and group null or
   * absent, who asked absent for one's own friendships.
   */
  getFriends: {
    readings: listReadings('friends', [friend, pending, received], [nested(friend), nested(pending), nested(received)]),
    result: [friend, pending, received],
  },
} satisfies Record<string, ContractFixture<Friend[]>>;
