/** What {@link combinedQuery} reads of each query it combines (an RTK Query result, or another combined query). */
export interface QueryPart {
  /** Its first load is under way. */
  isLoading: boolean;
  /** Its last request failed. */
  isError: boolean;
  /** Why. */
  error?: unknown;
  /** Asks again. */
  refetch: () => unknown;
}

/**
 * One query for `QueryState` (or `DetailState`) out of the several a grades page reads: `data` as
 * computed by the view model; loading while any part loads (or `alsoLoading`, e.g. data still to
 * be derived); failed while any part failed, with the first failure's error; Retry asks again only
 * the failed parts.
 */
export function combinedQuery<T>(data: T, parts: readonly QueryPart[], alsoLoading = false) {
  return {
    data,
    isLoading: alsoLoading || parts.some((q) => q.isLoading),
    isError: parts.some((q) => q.isError),
    error: parts.find((q) => q.isError)?.error,
    refetch: () => {
      for (const q of parts) if (q.isError) void q.refetch();
    },
  };
}
