import { HttpResponse } from 'msw';
import { invalidField, optionalUser } from '../core/auth';
import { shopBackend, hostPath } from '../core/http';
import { readUploadedFile, storedFileUrl } from '../core/uploads';

/** A file name as the client sends it: `<timestamp>_<name>` (§7). */
export const TIMESTAMPED_NAME = /^\d{10,}_.+/;

/**
 * `POST /api/assets_storage` (multipart, field `file`, its name starting with a timestamp):
 * answers `{ url, name }` (see `storedFileUrl`). Visitors may upload (the unlisted-school and
 * listing forms upload before sign-in, §4).
 */
export const uploadsHandlers = [
  shopBackend.post(hostPath('api/assets_storage'), async ({ request }) => {
    optionalUser(request, 'token');
    const file = await readUploadedFile(request);
    if (!TIMESTAMPED_NAME.test(file.name)) return invalidField('file', 'The file name must start with a timestamp');
    return HttpResponse.json({ url: await storedFileUrl(file), name: file.name });
  }),
];
