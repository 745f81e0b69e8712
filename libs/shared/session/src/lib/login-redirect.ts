import {
  ACCOUNT_TYPES,
  STORAGE_KEYS,
  occasionTempSchema,
  schoolTempSchema,
  type OccasionTemp,
  type SchoolTemp,
  type SessionUser,
} from '@kk/domain';
import { readNextUrl, type NextUrl } from './next-url';
import { SESSION_ROUTES } from './routes';
import { readStored } from './storage';

/** What to do right after a successful login (§4). */
export type LoginRedirect =
  /** Go back to the stored `next_url`. */
  | { kind: 'next'; url: string }
  /** Go to a fixed page: the admin dashboard, the library's demands, or home. */
  | { kind: 'go'; url: string }
  /** Submit the stored unlisted-school request, then show the success popup. */
  | { kind: 'submit-school'; request: SchoolTemp }
  /** Send the stored second-hand listing, then go to /occasion. */
  | { kind: 'submit-occasion'; listing: OccasionTemp };

/** What the redirect depends on: the signed-in user and what was stored before login. */
export interface LoginRedirectInput {
  /** The user who just signed in. */
  user: Pick<SessionUser, 'account_type'> | null;
  /** The stored `next_url`, or null. */
  nextUrl: NextUrl | null;
  /** The stored unlisted-school request (`school_temp`), or null. */
  schoolTemp: SchoolTemp | null;
  /** The stored listing draft (`occasion_temp`), or null. */
  occasionTemp: OccasionTemp | null;
}

/**
 * The redirect after login, in the order of §4:
 *
 * | # | when                        | result                                     |
 * |---|-----------------------------|--------------------------------------------|
 * | 1 | a `next_url` is stored      | `{ kind: 'next', url }`                    |
 * | 2 | account type `ad`           | `{ kind: 'go', url: '/admin/dashboard' }`  |
 * | 3 | account type `li`           | `{ kind: 'go', url: '/library/demandes' }` |
 * | 4 | a `school_temp` is stored   | `{ kind: 'submit-school', request }`       |
 * | 5 | an `occasion_temp` is stored| `{ kind: 'submit-occasion', listing }`     |
 * | 6 | otherwise                   | `{ kind: 'go', url: '/' }`                 |
 *
 * Pure: the caller reads storage ({@link readLoginRedirectInput}) and acts on the result.
 */
export function resolveLoginRedirect({ user, nextUrl, schoolTemp, occasionTemp }: LoginRedirectInput): LoginRedirect {
  if (nextUrl) return { kind: 'next', url: nextUrl.url };
  if (user?.account_type === ACCOUNT_TYPES.admin) return { kind: 'go', url: SESSION_ROUTES.adminDashboard };
  if (user?.account_type === ACCOUNT_TYPES.library) return { kind: 'go', url: SESSION_ROUTES.libraryDemandes };
  if (schoolTemp) return { kind: 'submit-school', request: schoolTemp };
  if (occasionTemp) return { kind: 'submit-occasion', listing: occasionTemp };
  return { kind: 'go', url: SESSION_ROUTES.home };
}

/**
 * Reads what the redirect needs from storage. Corrupt or foreign values read as absent (and are
 * removed), so a bad stored value never blocks a login: the next rule of the order applies.
 */
export function readLoginRedirectInput(user: LoginRedirectInput['user']): LoginRedirectInput {
  return {
    user,
    nextUrl: readNextUrl(),
    schoolTemp: readStored(STORAGE_KEYS.schoolTemp, schoolTempSchema),
    occasionTemp: readStored(STORAGE_KEYS.occasionTemp, occasionTempSchema),
  };
}
