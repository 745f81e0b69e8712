import * as z from 'zod/mini';

/**
 * An avatar the user can pick. Fields not shown in the spec; chosen as id, name and image URL
 * (the fake backend serves SVG data URLs).
 */
export const AvatarSchema = z.object({
  id: z.number(),
  name: z.string(),
  image_url: z.string(),
});
/** An avatar. */
export type Avatar = z.infer<typeof AvatarSchema>;

/**
 * One page of GET /api/koolskools/v1/avatars/ (call 50, `page` and `page_size` params).
 * A page past the end carries an `error` field instead of avatars (§8: paging stops on `error`).
 */
export const AvatarsPageSchema = z.object({
  avatars: z.optional(z.array(AvatarSchema)),
  error: z.optional(z.string()),
});
/** A page of avatars. */
export type AvatarsPage = z.infer<typeof AvatarsPageSchema>;

/** Payload of POST /change_avatar/ (call 51). */
export const ChangeAvatarPayloadSchema = z.object({ avatar_id: z.number() });
/** Payload of the change-avatar call. */
export type ChangeAvatarPayload = z.infer<typeof ChangeAvatarPayloadSchema>;

/** Response of POST /change_avatar/: the user's new image URL. */
export const ChangeAvatarResponseSchema = z.object({ success: z.boolean(), image: z.string() });
/** Response of the change-avatar call. */
export type ChangeAvatarResponse = z.infer<typeof ChangeAvatarResponseSchema>;
