import { timestampedFileName } from '@kk/domain';
import type * as z from 'zod/mini';
import { authorizationHeader, type AuthScheme } from './base-query';
import { hostBase } from './config';
import type { ApiError } from './errors';

/**
 * File uploads of every backend (shop `/api/assets_storage`, learning `/upload_image/`, school
 * management `/api/school_file_upload`): multipart `file`, its name prefixed with a timestamp.
 *
 * They use XMLHttpRequest, not fetch, because fetch cannot report upload progress; so they
 * bypass the base query and apply its rules themselves (URL from the runtime config, the
 * backend's Authorization scheme, every failure an ApiError).
 */

/** Upload progress reported to the caller. */
export interface UploadProgress {
  /** Bytes sent. */
  loaded: number;
  /** Bytes to send (0 when the browser cannot tell). */
  total: number;
  /** 0–100, rounded down; 100 once the server answered. */
  percent: number;
}

/** What one multipart upload needs. */
export interface MultipartUpload<S extends z.ZodMiniType> {
  /** Path relative to the backend host, e.g. `/upload_image/`. */
  path: string;
  /** The file, sent as the `file` field, its name prefixed with a timestamp. */
  file: File;
  /** Schema of the answer. */
  schema: S;
  /** Endpoint name, for the errors. */
  endpoint: string;
  /** How the token is sent: `Token <t>` (shop) or `Bearer <t>` (learning, school management). */
  scheme: Exclude<AuthScheme, 'none'>;
  /** Session token; none for visitors (no Authorization header). */
  token?: string | null;
  /** Called as the file is sent. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload (rejects with a `network` ApiError). */
  signal?: AbortSignal;
  /** Clock of the timestamp prefix (tests). @default Date.now */
  now?: () => number;
  /** Other form fields sent before the file (e.g. `purpose`). @default {} */
  fields?: Readonly<Record<string, string>>;
}

/**
 * POSTs one file as multipart to a path of the backend host, reporting progress, and resolves
 * with the answer parsed by `schema`. Failures reject with an ApiError (`http` with the body,
 * `network`, `parse`, `schema`), like every other call.
 */
export function uploadMultipart<S extends z.ZodMiniType>(upload: MultipartUpload<S>): Promise<z.output<S>> {
  const { path, file, schema, endpoint, scheme, token, onProgress, signal, now = Date.now, fields = {} } = upload;
  return new Promise((resolve, reject) => {
    const fail = (error: ApiError) => reject(error);
    if (signal?.aborted) {
      fail({ kind: 'network', message: 'Upload aborted', endpoint });
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', hostBase() + path.replace(/^\/+/, ''));
    if (token) xhr.setRequestHeader('Authorization', authorizationHeader(scheme, token));
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : 0;
      onProgress?.({ loaded: event.loaded, total, percent: total ? Math.floor((event.loaded / total) * 100) : 0 });
    };
    xhr.onerror = () => fail({ kind: 'network', message: 'Upload failed', endpoint });
    xhr.onabort = () => fail({ kind: 'network', message: 'Upload aborted', endpoint });
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // An error status with a page that is not JSON is still that HTTP error (a 500, a 401).
        body = xhr.responseText;
        if (xhr.status < 200 || xhr.status >= 300) {
          fail({ kind: 'http', status: xhr.status, message: `HTTP ${xhr.status}`, data: body, endpoint });
          return;
        }
        fail({
          kind: 'parse',
          status: xhr.status,
          message: 'The upload answer is not JSON',
          data: xhr.responseText,
          endpoint,
        });
        return;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        fail({ kind: 'http', status: xhr.status, message: `HTTP ${xhr.status}`, data: body, endpoint });
        return;
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        fail({ kind: 'schema', message: `Response of ${endpoint} does not match its schema`, data: body, endpoint });
        return;
      }
      onProgress?.({ loaded: file.size, total: file.size, percent: 100 });
      resolve(parsed.data as z.output<S>);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, timestampedFileName(file.name, now()));
    xhr.send(form);
  });
}

/** Argument of the upload mutations: the file and an optional progress callback. */
export interface UploadArgs {
  /** The file to send. */
  file: File;
  /** Progress callback (kept out of the store: mutation arguments are not saved in Redux state). */
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * An upload's outcome as a `queryFn` returns it: `{ data }`, or `{ error }` with the ApiError it
 * rejected with.
 */
export async function settleUpload<T>(upload: Promise<T>): Promise<{ data: T } | { error: ApiError }> {
  try {
    return { data: await upload };
  } catch (error) {
    return { error: error as ApiError };
  }
}
