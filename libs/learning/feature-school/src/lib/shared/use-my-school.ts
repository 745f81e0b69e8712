import { useGetManagedSchoolsQuery } from '@kk/api-clients';
import type { ManagedSchool } from '@kk/domain';
import type { QueryStateQuery } from '@kk/ui-kit';

/** What {@link useMySchool} returns. */
export interface MySchool {
  /** The schools the signed-in administrator or professor belongs to (GET /api/schools, call 65). */
  query: QueryStateQuery<ManagedSchool[]>;
  /**
   * The school the school-management pages work on: the first one listed (an administrator of
   * several schools has them in the answer's order); null while loading, on a failure, and for an
   * administrator who has no school yet (the guided first run starts there).
   */
  school: ManagedSchool | null;
}

/** The school of the signed-in administrator or professor (every school-management page reads it). */
export function useMySchool(): MySchool {
  const query = useGetManagedSchoolsQuery();
  return { query, school: query.data?.[0] ?? null };
}
