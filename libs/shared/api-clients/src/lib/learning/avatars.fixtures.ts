import type { Avatar } from '@kk/domain';
import type { Page } from '../core/paging';
import { drfPage, type ContractFixture } from '../../testing/contract';

const avatars: Avatar[] = [
  { id: 1, name: 'Lion', image_url: 'https://images.exemple.ma/avatars/1.png' },
  { id: 2, name: 'Chouette', image_url: 'https://images.exemple.ma/avatars/2.png' },
];

/** Readings of the answers of avatars.api.ts (calls 50, 51). */
export const avatarsFixtures = {
  /** GET /api/koolskools/v1/avatars/: one page, more may follow (a full page asks the next). */
  getAvatars: {
    readings: {
      'our envelope': { avatars },
      'a bare array': avatars,
      'a DRF page with a next one': {
        count: 40,
        next: '/api/koolskools/v1/avatars/?page=2',
        previous: null,
        results: avatars,
      },
    },
    result: { items: avatars, error: null } satisfies Page<Avatar>,
  },
  /** The last page: a DRF page whose `next` is null. */
  getAvatarsLastPage: {
    readings: { 'a DRF page without a next one': drfPage(avatars) },
    result: { items: avatars, error: null, last: true } satisfies Page<Avatar>,
  },
  /** Past the end: the §8 `error` field. */
  getAvatarsPastTheEnd: {
    readings: { 'the error field': { error: 'No result found' } },
    result: { items: [], error: 'No result found', last: true } satisfies Page<Avatar>,
  },
  /** POST /change_avatar/ answering the new image. */
  changeAvatar: {
    readings: { 'success and the image': { success: true, image: avatars[1]?.image_url } },
    result: { success: true, image: 'https://images.exemple.ma/avatars/2.png' },
  },
  /** The avatar change answering another 2xx shape: done, the avatar's own image is the new one. */
  changeAvatarDone: { readings: { 'success only': { success: true } }, result: null },
} satisfies Record<string, ContractFixture>;
