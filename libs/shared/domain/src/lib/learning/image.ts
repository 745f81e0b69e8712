import * as z from 'zod/mini';
import { pagedListAnswerSchema } from '../common/open-shapes';

/**
 * An image uploaded by the user (POST /upload_image/, listed by GET /list_api_images/).
 * Fields not shown in the spec; chosen as id, URL, stored file name (timestamp-prefixed) and date.
 */
export const uploadedImageSchema = z.object({
  id: z.number(),
  url: z.string(),
  name: z.string(),
  /** ISO date-time. */
  created_at: z.string(),
});
/** An uploaded image. */
export type UploadedImage = z.output<typeof uploadedImageSchema>;

/**
 * One page of GET /list_api_images/ (call 57, `page` and `page_size` params): our envelope
 * `{ images }`, a DRF page or a bare array. A page past the end carries an `error` field (paging
 * stops on it).
 */
export const imagesPageSchema = pagedListAnswerSchema('images', uploadedImageSchema);
/** A page of images. */
export type ImagesPage = z.output<typeof imagesPageSchema>;
