import { uploadedImageSchema, type ImagesPage, type UploadedImage } from '@kk/domain';
import { isApiError } from '../core/errors';
import { domainSchema, writeSchema } from '../core/schema';
import { pageParams, pagedListOptions, toPage, type Page } from '../core/paging';
import { selectToken, storedDataCleared } from '../core/session-events';
import { settleUpload, uploadMultipart, type UploadArgs } from '../core/upload';
import { learningApi } from './learning-api';

/** The user's images: the paged list (call 57), the upload (call 56) and the choice of one as the profile picture. */
export const imagesApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /list_api_images/ (call 57) as an infinite query of `Page<UploadedImage>` (`page` from 1,
     * `page_size` 20; stops on an `error` field or a short page). Any failure clears stored data
     * (§8): `storedDataCleared` is dispatched; but not for a 401, which is the session's expiry (§8:
     * sign in again and come back), nor for a call dropped with the cache when the session ended.
     */
    getImages: build.infiniteQuery<Page<UploadedImage>, void, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ pageParam }) => ({ url: '/list_api_images/', params: pageParams(pageParam) }),
      rawResponseSchema: domainSchema('learning', 'imagesPageSchema'),
      transformResponse: (page: ImagesPage) => toPage(page.images, page.error, page.last),
      providesTags: [{ type: 'Images', id: 'LIST' }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (rejection) {
          // Only the list's own failures clear: not a 401, which is the session's expiry (sign in
          // again, back to the page), nor a call dropped with the cache when the session ended.
          const { error } = rejection as { error?: unknown };
          if (!isApiError(error) || (error.kind === 'http' && error.status === 401)) return;
          dispatch(storedDataCleared({ endpoint: 'getImages' }));
        }
      },
    }),
    /**
     * POST /upload_image/ (call 56): multipart `file`, its name prefixed with a timestamp, progress
     * through `onProgress` (XMLHttpRequest); answers the stored image.
     */
    uploadImage: build.mutation<UploadedImage, UploadArgs>({
      queryFn: ({ file, onProgress }, api) =>
        settleUpload(
          uploadMultipart({
            path: '/upload_image/',
            file,
            schema: uploadedImageSchema,
            endpoint: 'uploadImage',
            scheme: 'bearer',
            token: selectToken(api.getState()),
            onProgress,
            signal: api.signal,
          }),
        ),
      invalidatesTags: [{ type: 'Images', id: 'LIST' }],
    }),
    /**
     * POST /change_avatar/ with `{ image_id }` (call 51, assumed contract "profile picture" of the
     * README): one of the user's uploaded images becomes their picture. Answers the new image URL, or
     * `null` when the 2xx body is another shape (the uploaded image's URL is then the new one).
     */
    chooseProfileImage: build.mutation({
      query: (imageId: number) => ({ url: '/change_avatar/', method: 'POST', body: { image_id: imageId } }),
      responseSchema: writeSchema('learning', 'changeAvatarResponseSchema'),
      invalidatesTags: [
        { type: 'Profile', id: 'ME' },
        { type: 'Friends', id: 'LIST' },
      ],
    }),
  }),
});

/** Hooks of the image endpoints. */
export const { useGetImagesInfiniteQuery, useUploadImageMutation, useChooseProfileImageMutation } = imagesApi;
