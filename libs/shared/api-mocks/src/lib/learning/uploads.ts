import { badRequest } from '../core/auth';
import { readForm } from '../core/http';

/** Largest upload kept as a data URL; bigger files are stored under a placeholder path. */
const MAX_INLINE_BYTES = 256 * 1024;

/** The `file` part of a multipart upload, or throws a 400 ('File required'). */
export async function readUploadedFile(request: Request): Promise<File> {
  const file = (await readForm(request)).get('file');
  if (!(file instanceof File) || file.size === 0) throw badRequest({ error: 'invalid_payload', fields: { file: 'File required' } });
  return file;
}

/**
 * Where an uploaded file can be seen: its content as a data URL (so the demo shows what the user
 * picked, offline), or a media path for large files.
 */
export async function storedFileUrl(file: File): Promise<string> {
  if (file.size > MAX_INLINE_BYTES) return `/media/uploads/${encodeURIComponent(file.name)}`;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}
