import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  flattenPages,
  useActivateSchoolMutation,
  useGetSchoolRequestsInfiniteQuery,
  useRefuseSchoolMutation,
} from '@kk/api-clients';
import type { SchoolRequest } from '@kk/domain';
import { toActivation, type ReviewValues } from './review-values';

/** The list of requests to review, where the admin goes back after a decision. */
export const REQUESTS_PATH = '/admin/ecoles-demandees';

/** Where the review stands: loading, the list failed, no such pending request, or the request. */
export type ReviewStatus = 'loading' | 'error' | 'notFound' | 'ready';

/**
 * View model of `/admin/ecoles-demandees/:request_id`. The contract has no read of one request:
 * the request is looked up in the pending list (`get_inactive_schools`, the list's cache), page
 * after page until found or the list ends (then `notFound`: unknown, or already reviewed).
 * - `activate(values)`: `activate_school`; resolves once done (then back to the list), rejects on failure;
 * - `refuse(reason)`: `refuse_school`; likewise.
 */
export function useSchoolReview(requestId: number) {
  const navigate = useNavigate();
  const list = useGetSchoolRequestsInfiniteQuery({});
  const request: SchoolRequest | undefined = flattenPages(list.data).find((r) => r.id === requestId);
  const { hasNextPage, isFetching, fetchNextPage } = list;
  const searching = !request && hasNextPage;

  useEffect(() => {
    if (searching && !isFetching) void fetchNextPage();
  }, [searching, isFetching, fetchNextPage]);

  let status: ReviewStatus = 'ready';
  if (!request) {
    if (list.isLoading || searching || (list.isFetching && !list.data)) status = 'loading';
    else if (list.isError) status = 'error';
    else status = 'notFound';
  }

  const [activateSchool] = useActivateSchoolMutation();
  const [refuseSchool] = useRefuseSchoolMutation();
  const activate = useCallback(
    async (values: ReviewValues) => {
      const school = await activateSchool(toActivation(requestId, values)).unwrap();
      await navigate(REQUESTS_PATH, { state: { activated: school?.name ?? values.name.trim() } });
    },
    [activateSchool, navigate, requestId],
  );
  const refuse = useCallback(
    async (reason: string) => {
      await refuseSchool({ id: requestId, reason: reason.trim() }).unwrap();
      await navigate(REQUESTS_PATH, { state: { refused: request?.name ?? '' } });
    },
    [refuseSchool, navigate, requestId, request?.name],
  );

  return { status, request, error: list.error, retry: list.refetch, activate, refuse };
}
