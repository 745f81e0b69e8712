/**
 * One section's data as the kit's `QueryState` reads it: the data once there, whether it is on its
 * way or failed, and a way to ask again. View-model hooks return it, so a page only renders.
 */
export interface SectionQuery<T> {
  /** The section's data, once loaded. */
  data: T | undefined;
  /** True while the first answer is on its way. */
  isLoading: boolean;
  /** True when the last answer was an error. */
  isError: boolean;
  /** The error of the last answer, if any. */
  error: unknown;
  /** Asks for the data again. */
  refetch: () => void;
}

/** The fields of an RTK Query result a section shows, with `data` turned into what it displays. */
export function sectionQuery<R>(
  query: { isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown },
  data: R | undefined,
): SectionQuery<R> {
  return {
    data,
    isLoading: query.isLoading,
    isError: query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
