import { invalidField } from './auth';
import { readForm } from './http';
import { isNode } from './settings';

/**
 * The uploads of every backend (shop `/api/assets_storage`, learning `/upload_image/`, school
 * management `/api/school_file_upload`): a multipart `file` part, answered with where it can be seen.
 */

/** Files up to this size come back as data URLs (kept with the demo data across reloads). */
export const INLINE_UPLOAD_MAX_BYTES = 256 * 1024;

/** The `file` part of a multipart upload, or throws a 400 ('File required'). */
export async function readUploadedFile(request: Request): Promise<File> {
  const file = (await readForm(request)).get('file');
  if (!(file instanceof File) || file.size === 0) throw invalidField('file', 'File required');
  return file;
}

async function dataUrlOf(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In chunks: spreading a whole large file into one call overflows the argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/**
 * Where an uploaded file can be seen: small files as a data URL (so the demo shows what the user
 * picked, offline and after a reload); larger ones as an object URL in the browser (valid until
 * reload) or a `/media/uploads/<name>` URL in Node.
 */
export async function storedFileUrl(file: File): Promise<string> {
  if (file.size <= INLINE_UPLOAD_MAX_BYTES) return dataUrlOf(file);
  if (!isNode && typeof URL.createObjectURL === 'function') return URL.createObjectURL(file);
  return `/media/uploads/${encodeURIComponent(file.name)}`;
}
