import { ACCOUNT_TYPES } from '../constants';

/** Who uses the learning app: each role has its own home and its own sections (docs/learning-app.md). */
export type LearningRole = 'student' | 'parent' | 'professor' | 'school_admin';

/**
 * Account-type spellings read as professor or parent. §6 names only `ad`, `li` and `sc_ad`; the
 * registrations (calls 31–35) create the other types, which both backends we know spell
 * `professor` / `parent` (and `student`). The French, short and English spellings of professor are
 * read too, so a backend that writes `professeur` or `prof` does not turn a professor into a student.
 */
const PROFESSOR_TYPE = /^(prof(essor|esseur)?|teacher)$/;

/** The fields of a session user (§3) the role is read from; every one may be missing. */
export interface LearningRoleSource {
  account_type?: string | null;
  /** Alternative professor login (§3). */
  is_professeur?: boolean | null;
  /** Alternative professor login (§3), on the user itself. */
  is_school_admin?: boolean | null;
  has_children?: boolean | null;
  /** §3: `is_school_admin` is true when the account type is `sc_ad`. */
  profile?: { is_school_admin?: boolean | null } | null;
}

/**
 * The learning role of the signed-in user, read tolerantly from the §3 session user (the first
 * rule that holds wins):
 *
 * | # | when                                                                              | role           |
 * |---|-----------------------------------------------------------------------------------|----------------|
 * | 1 | `account_type` is `sc_ad` (§6), or `is_school_admin` (the user's or the profile's)| `school_admin` |
 * | 2 | `is_professeur` (alternative professor login, §3), or a professor account type    | `professor`    |
 * | 3 | a parent account type, or `has_children` (§3)                                     | `parent`       |
 * | 4 | otherwise (`student`, an unknown or missing type, no user)                        | `student`      |
 *
 * Account types are compared trimmed and lower-cased; professor: `professor`, `professeur`, `prof`,
 * `teacher`; parent: `parent`. The fake backend and the spec-literal
 * backend (`tools/spec-backend`) both answer `student`, `parent`, `professor` and `sc_ad`.
 */
export function learningRole(user: LearningRoleSource | null | undefined): LearningRole {
  const type = user?.account_type?.trim().toLowerCase() ?? '';
  if (type === ACCOUNT_TYPES.schoolAdmin || user?.is_school_admin || user?.profile?.is_school_admin) {
    return 'school_admin';
  }
  if (user?.is_professeur || PROFESSOR_TYPE.test(type)) return 'professor';
  return type === 'parent' || user?.has_children ? 'parent' : 'student';
}
