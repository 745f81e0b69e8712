import { timestampedFileName } from '@kk/domain';
import type * as z from 'zod/mini';
import { hostBase } from '../core/config';
import type { ApiError } from '../core/errors';

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
  /** Bearer token, when signed in. */
  token?: string | null;
  /** Called as the file is sent. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload (rejects with a `network` ApiError). */
  signal?: AbortSignal;
  /** Clock of the timestamp prefix (tests). @default Date.now */
  now?: () => number;
}

/**
 * POSTs one file as multipart to a path of the backend host with `Authorization: Bearer <t>`,
 * reporting progress (XMLHttpRequest: fetch cannot report upload progress), and resolves with the
 * parsed answer. Failures reject with an ApiError (`http` with the body, `network`, `parse`,
 * `schema`), like every other call.
 */
export function uploadMultipart<S extends z.ZodMiniType>(upload: MultipartUpload<S>): Promise<z.output<S>> {
  const { path, file, schema, endpoint, token, onProgress, signal, now = Date.now } = upload;
  return new Promise((resolve, reject) => {
    const fail = (error: ApiError) => reject(error);
    if (signal?.aborted) {
      fail({ kind: 'network', message: 'Upload aborted', endpoint });
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', hostBase() + path.replace(/^\/+/, ''));
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
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
        fail({ kind: 'parse', status: xhr.status, message: 'The upload answer is not JSON', data: xhr.responseText, endpoint });
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
    form.append('file', file, timestampedFileName(file.name, now()));
    xhr.send(form);
  });
}

/** Argument of the upload mutations: the file and an optional progress callback. */
export interface UploadArgs {
  /** The file to send. */
  file: File;
  /** Progress callback. */
  onProgress?: (progress: UploadProgress) => void;
}
