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
};
const pending: Friend = { ...friend, id: 1302, user_id: 62, username: 'salma.k', status: 'pending', group: null };

const { level_name: _level, ...rest } = friend;
const nested = (f: Friend) => ({
  ...rest,
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
  /** GET /list_friends_handler: the level a name or `{ id, name }`, the picture and group null or absent. */
  getFriends: {
    readings: listReadings('friends', [friend, pending], [nested(friend), nested(pending)]),
    result: [friend, pending],
  },
} satisfies Record<string, ContractFixture<Friend[]>>;
