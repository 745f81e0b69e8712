import * as z from 'zod/mini';

/** Answer of `POST /api/assets_storage` (call 30): the URL of the stored file. */
export const assetUploadResponseSchema = z.object({
  url: z.string().check(z.minLength(1)),
  /** Stored file name (the timestamped name sent), when the backend echoes it. */
  name: z.optional(z.nullable(z.string())),
});
/** Answer of the asset upload. */
export type AssetUploadResponse = z.output<typeof assetUploadResponseSchema>;
