import { assetUploadResponseSchema, type AssetUploadResponse } from '@kk/domain';
import type { ApiError } from '../core/errors';
import { selectToken } from '../core/session-events';
import { settleUpload, uploadMultipart, type UploadArgs, type UploadProgress } from '../core/upload';
import { shopApi } from './shop-api';

/** Options of {@link uploadFile}. */
export interface UploadOptions {
  /** Called as the file is sent. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload (the promise rejects with a `network` ApiError). */
  signal?: AbortSignal;
  /** Session token, sent as `Authorization: Token <t>`; none for visitors. */
  token?: string | null;
  /** Clock for the timestamp prefix (tests). @default Date.now */
  now?: () => number;
}

/** The asset storage: relative to the backend host, not to `/{product}/api/` (call 30). */
const ASSET_STORAGE_PATH = '/api/assets_storage';

const ENDPOINT = 'uploadAsset';

/**
 * Uploads one file to `POST /api/assets_storage` (multipart, field `file`, name prefixed with a
 * timestamp) and resolves with `{ url, name }`, without Redux (the `uploadAsset` mutation uses it).
 *
 * Failures reject with an ApiError (`http` with the body, `network`, `parse`, or `schema`). A
 * non-File argument is a programming error: it throws a TypeError at once. Checking the file type
 * and size is the form's job.
 */
export function uploadFile(file: File, options: UploadOptions = {}): Promise<AssetUploadResponse> {
  if (typeof File === 'undefined' || !(file instanceof File)) {
    throw new TypeError('uploadFile expects a File');
  }
  return uploadMultipart({
    ...options,
    path: ASSET_STORAGE_PATH,
    file,
    schema: assetUploadResponseSchema,
    endpoint: ENDPOINT,
    scheme: 'token',
  });
}

/** Asset upload (call 30). */
export const uploadsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST `/api/assets_storage` (backend host, multipart `file` named `<timestamp>_<name>`),
     * token when signed in → `{ url, name }`. Uses {@link uploadFile} (XMLHttpRequest, progress
     * through `onProgress`). A non-File argument answers an `app` ApiError without a request.
     */
    uploadAsset: build.mutation<AssetUploadResponse, UploadArgs>({
      queryFn: ({ file, onProgress }, api) => {
        if (typeof File === 'undefined' || !(file instanceof File)) {
          return {
            error: { kind: 'app', message: 'uploadAsset expects a File', endpoint: ENDPOINT } satisfies ApiError,
          };
        }
        return settleUpload(uploadFile(file, { onProgress, signal: api.signal, token: selectToken(api.getState()) }));
      },
    }),
  }),
});

/** Hook of the asset upload. */
export const { useUploadAssetMutation } = uploadsApi;
