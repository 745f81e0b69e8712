import { HttpResponse } from 'msw';
import { requireUser } from '../core/auth';
import { backend, hostPath, readQuery, type Payload } from '../core/http';
import type { FakeUser } from '../core/users';
import { requireSchool } from './rows';
import type { SchoolRow } from './state';

/**
 * A GET handler of school management: the signed-in administrator's or professor's school, the
 * query, and a function building the JSON answer (or a Response to answer early).
 */
export function schoolRead(path: string, answer: (school: SchoolRow, query: Payload, user: FakeUser) => unknown) {
  return backend.get(hostPath(path), ({ request }) => {
    const user = requireUser(request, 'bearer');
    const school = requireSchool(user);
    const body = answer(school, readQuery(request), user);
    return body instanceof Response ? body : HttpResponse.json(body as Record<string, unknown>);
  });
}
