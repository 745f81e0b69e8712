import { HttpResponse } from 'msw';
import { badRequest, optionalUser } from '../core/auth';
import { backend, hostPath, readForm } from '../core/http';
import { isNode } from '../core/settings';

/** Files up to this size come back as data URLs (kept with the demo data across reloads). */
export const INLINE_UPLOAD_MAX_BYTES = 256 * 1024;

/** A file name as the client sends it: `<timestamp>_<name>` (§7). */
export const TIMESTAMPED_NAME = /^\d{10,}_.+/;

async function dataUrlOf(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/**
 * `POST /api/assets_storage` (multipart, field `file`): answers `{ url, name }`. Visitors may
 * upload (the unlisted-school and listing forms upload before sign-in, §4). Small files come
 * back as data URLs; larger ones as an object URL in the browser (valid until reload) or a
 * `/media/uploads/<name>` URL in Node.
 */
export const uploadsHandlers = [
  backend.post(hostPath('api/assets_storage'), async ({ request }) => {
    optionalUser(request, 'token');
    const form = await readForm(request);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return badRequest({ error: 'invalid_payload', fields: { file: 'File required' } });
    if (!TIMESTAMPED_NAME.test(file.name)) {
      return badRequest({ error: 'invalid_payload', fields: { file: 'The file name must start with a timestamp' } });
    }
    let url: string;
    if (file.size <= INLINE_UPLOAD_MAX_BYTES) url = await dataUrlOf(file);
    else if (!isNode && typeof URL.createObjectURL === 'function') url = URL.createObjectURL(file);
    else url = `/media/uploads/${encodeURIComponent(file.name)}`;
    return HttpResponse.json({ url, name: file.name });
  }),
];
