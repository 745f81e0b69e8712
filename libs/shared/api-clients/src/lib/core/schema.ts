import type { BaseEndpointDefinition, BaseQueryFn } from '@reduxjs/toolkit/query';
import type * as z from 'zod/mini';

/** The Standard Schema type RTK Query's `responseSchema` option takes, for a result type `T`. */
export type ResponseSchema<T> = NonNullable<BaseEndpointDefinition<unknown, BaseQueryFn, T>['responseSchema']>;

/**
 * A domain schema as RTK Query's `rawResponseSchema` / `responseSchema`.
 *
 * RTK Query types those options with input = output, while lenient domain schemas read more
 * than they produce (e.g. a price sent as `"12.50"` comes out as `12.5`), so their input type is
 * wider. At run time RTK Query uses the schema's output, which is what this type says.
 */
export function schemaOf<S extends z.ZodMiniType>(schema: S): ResponseSchema<z.output<S>> {
  return schema as unknown as ResponseSchema<z.output<S>>;
}
