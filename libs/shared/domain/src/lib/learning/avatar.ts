import * as z from 'zod/mini';
import { pagedListAnswerSchema } from '../common/open-shapes';

/**
 * An avatar the user can pick. Fields not shown in the spec; chosen as id, name and image URL
 * (the fake backend serves SVG data URLs).
 */
export const avatarSchema = z.object({
  id: z.number(),
  name: z.string(),
  image_url: z.string(),
});
/** An avatar. */
export type Avatar = z.output<typeof avatarSchema>;

/**
 * One page of GET /api/koolskools/v1/avatars/ (call 50, `page` and `page_size` params): our
 * envelope `{ avatars }`, a DRF page (the last one has `next: null`) or a bare array. A page past
 * the end carries an `error` field instead of avatars (§8: paging stops on `error`).
 */
export const avatarsPageSchema = pagedListAnswerSchema('avatars', avatarSchema);
/** A page of avatars. */
export type AvatarsPage = z.output<typeof avatarsPageSchema>;

/**
 * Payload of POST /change_avatar/ (call 51): `avatar_id`, one of the avatars; or (assumed contract,
 * api-clients README "profile picture") `image_id`, one of the user's own uploaded images
 * (`/upload_image/`), which then becomes their picture. One of the two.
 */
export const changeAvatarPayloadSchema = z.union([
  z.object({ avatar_id: z.number() }),
  z.object({ image_id: z.number() }),
]);
/** Payload of the change-avatar call. */
export type ChangeAvatarPayload = z.output<typeof changeAvatarPayloadSchema>;

/** Response of POST /change_avatar/: the user's new image URL (the avatar's, or the uploaded image's). */
export const changeAvatarResponseSchema = z.object({ success: z.boolean(), image: z.string() });
/** Response of the change-avatar call. */
export type ChangeAvatarResponse = z.output<typeof changeAvatarResponseSchema>;
