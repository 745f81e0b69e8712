import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery, type BaseQueryOptions } from './base-query';
import { fromSchemaError } from './errors';
import { warmSchemaArea, type SchemaArea } from './schema';

/**
 * Creates one RTK Query API for one backend. Endpoints are injected by domain files
 * (`api.injectEndpoints`), each exporting its hooks.
 *
 * `schemaArea`: the area of the domain schemas its answers are read with (`domainSchema`, a chunk
 * loaded on first use). It starts downloading as each request is sent, so it arrives beside the
 * answer instead of one round trip after it (docs/performance.md, "The first screen's requests side
 * by side"); once there, asking again costs nothing. An endpoint read with another area's schemas
 * names it in its `extraOptions` (`schemaArea`).
 */
export function createBackendApi<const ReducerPath extends string, const TagTypes extends string>(config: {
  reducerPath: ReducerPath;
  tagTypes: readonly TagTypes[];
  baseQuery: BaseQueryOptions;
  schemaArea: SchemaArea;
}) {
  const baseQuery = createBaseQuery(config.baseQuery);
  const warmingBaseQuery: typeof baseQuery = (args, api, extraOptions) => {
    warmSchemaArea(extraOptions?.schemaArea ?? config.schemaArea);
    return baseQuery(args, api, extraOptions);
  };
  return createApi({
    reducerPath: config.reducerPath,
    baseQuery: warmingBaseQuery,
    tagTypes: config.tagTypes,
    // A response that does not fit its domain schema becomes a typed `schema` error, never a crash.
    catchSchemaFailure: (error, info) => fromSchemaError(error, info.endpoint),
    endpoints: () => ({}),
  });
}
