import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery, type BaseQueryOptions } from './base-query';
import { fromSchemaError } from './errors';

/**
 * Creates one RTK Query API for one backend. Endpoints are injected by domain files
 * (`api.injectEndpoints`), each exporting its hooks.
 */
export function createBackendApi<const ReducerPath extends string, const TagTypes extends string>(config: {
  reducerPath: ReducerPath;
  tagTypes: readonly TagTypes[];
  baseQuery: BaseQueryOptions;
}) {
  return createApi({
    reducerPath: config.reducerPath,
    baseQuery: createBaseQuery(config.baseQuery),
    tagTypes: config.tagTypes,
    // A response that does not fit its domain schema becomes a typed `schema` error, never a crash.
    catchSchemaFailure: (error, info) => fromSchemaError(error, info.endpoint),
    endpoints: () => ({}),
  });
}
