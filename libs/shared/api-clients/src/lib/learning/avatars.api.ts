import { type Avatar, type AvatarsPage } from '@kk/domain';
import { domainSchema, writeSchema } from '../core/schema';
import { pageParams, pagedListOptions, toPage, type Page } from '../core/paging';
import { learningApi } from './learning-api';

/** Avatars: the paged list (call 50) and the choice of one (call 51). */
export const avatarsApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/koolskools/v1/avatars/ (call 50) as an infinite query of `Page<Avatar>` (like the
     * shop lists): `page` from 1 and `page_size` 20; no next page after a page with an `error`
     * field or fewer than 20 avatars.
     */
    getAvatars: build.infiniteQuery<Page<Avatar>, void, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ pageParam }) => ({ url: '/api/koolskools/v1/avatars/', params: pageParams(pageParam) }),
      rawResponseSchema: domainSchema('learning', 'avatarsPageSchema'),
      transformResponse: (page: AvatarsPage) => toPage(page.avatars, page.error, page.last),
      providesTags: [{ type: 'Avatars', id: 'LIST' }],
    }),
    /**
     * POST /change_avatar/ (call 51): answers the new image URL of the user, or `null` when the 2xx
     * body is another shape (the avatar's own image is then the new one).
     */
    changeAvatar: build.mutation({
      query: (avatarId: number) => ({ url: '/change_avatar/', method: 'POST', body: { avatar_id: avatarId } }),
      responseSchema: writeSchema('learning', 'changeAvatarResponseSchema'),
      invalidatesTags: [
        { type: 'Profile', id: 'ME' },
        { type: 'Avatars', id: 'LIST' },
        { type: 'Friends', id: 'LIST' },
      ],
    }),
  }),
});

/** Hooks of the avatar endpoints. */
export const { useGetAvatarsInfiniteQuery, useChangeAvatarMutation } = avatarsApi;
