import { assetUploadResponseSchema, timestampedFileName, type AssetUploadResponse } from '@kk/domain';
import { getApiConfig } from '../core/config';
import type { ApiError } from '../core/errors';
import { selectToken } from '../core/session-events';
import { shopApi } from './shop-api';

/** Upload progress reported to the caller. */
export interface UploadProgress {
  /** Bytes sent. */
  loaded: number;
  /** Bytes to send (0 when the browser cannot tell). */
  total: number;
  /** 0–100, rounded down; 100 once the server answered. */
  percent: number;
}

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

/** URL of the asset storage: relative to the backend host, not to `/{product}/api/` (call 30). */
export function assetStorageUrl(): string {
  return `${getApiConfig().baseUrl}/api/assets_storage`;
}

const ENDPOINT = 'uploadAsset';

/**
 * Uploads one file to `POST /api/assets_storage` (multipart, field `file`, name prefixed with a
 * timestamp) and resolves with `{ url, name }`.
 *
 * It uses XMLHttpRequest, not fetch: fetch cannot report upload progress. Failures reject with
 * an ApiError (`http` with the body, `network`, `parse`, or `schema`). A non-File argument is a
 * programming error: it throws a TypeError at once. Checking the file type and size is the
 * form's job.
 */
export function uploadFile(file: File, options: UploadOptions = {}): Promise<AssetUploadResponse> {
  if (typeof File === 'undefined' || !(file instanceof File)) {
    throw new TypeError('uploadFile expects a File');
  }
  const { onProgress, signal, token, now = Date.now } = options;
  return new Promise<AssetUploadResponse>((resolve, reject) => {
    const fail = (error: ApiError) => reject(error);
    if (signal?.aborted) {
      fail({ kind: 'network', message: 'Upload aborted', endpoint: ENDPOINT });
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', assetStorageUrl());
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : 0;
      onProgress?.({ loaded: event.loaded, total, percent: total ? Math.floor((event.loaded / total) * 100) : 0 });
    };
    xhr.onerror = () => fail({ kind: 'network', message: 'Upload failed', endpoint: ENDPOINT });
    xhr.onabort = () => fail({ kind: 'network', message: 'Upload aborted', endpoint: ENDPOINT });
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        fail({ kind: 'parse', status: xhr.status, message: 'The upload answer is not JSON', data: xhr.responseText, endpoint: ENDPOINT });
        return;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        fail({ kind: 'http', status: xhr.status, message: `HTTP ${xhr.status}`, data: body, endpoint: ENDPOINT });
        return;
      }
      const parsed = assetUploadResponseSchema.safeParse(body);
      if (!parsed.success) {
        fail({ kind: 'schema', message: `Response of ${ENDPOINT} does not match its schema`, data: body, endpoint: ENDPOINT });
        return;
      }
      onProgress?.({ loaded: file.size, total: file.size, percent: 100 });
      resolve(parsed.data);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, timestampedFileName(file.name, now()));
    xhr.send(form);
  });
}

/** Argument of the `uploadAsset` mutation. */
export interface UploadAssetArgs {
  /** The file to store. */
  file: File;
  /** Progress callback (kept out of the store: mutation arguments are not saved in Redux state). */
  onProgress?: (progress: UploadProgress) => void;
}

/** Asset upload (call 30). */
export const uploadsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST `/api/assets_storage` (backend host, multipart `file` named `<timestamp>_<name>`),
     * token when signed in → `{ url, name }`. Uses {@link uploadFile} (XMLHttpRequest, progress
     * through `onProgress`). A non-File argument answers an `app` ApiError without a request.
     */
    uploadAsset: build.mutation<AssetUploadResponse, UploadAssetArgs>({
      queryFn: async ({ file, onProgress }, api) => {
        if (typeof File === 'undefined' || !(file instanceof File)) {
          return { error: { kind: 'app', message: 'uploadAsset expects a File', endpoint: ENDPOINT } satisfies ApiError };
        }
        try {
          const data = await uploadFile(file, { onProgress, signal: api.signal, token: selectToken(api.getState()) });
          return { data };
        } catch (error) {
          return { error: error as ApiError };
        }
      },
    }),
  }),
});

/** Hook of the asset upload. */
export const { useUploadAssetMutation } = uploadsApi;
