import type { BaseEndpointDefinition, BaseQueryFn } from '@reduxjs/toolkit/query';
import type * as z from 'zod/mini';

/** The Standard Schema type RTK Query's `responseSchema` option takes, for a result type `T`. */
export type ResponseSchema<T> = NonNullable<BaseEndpointDefinition<unknown, BaseQueryFn, T>['responseSchema']>;

/**
 * A domain schema loaded on first use, as RTK Query's `rawResponseSchema` / `responseSchema`.
 *
 * RTK Query types those options with input = output, while lenient domain schemas read more
 * than they produce (e.g. a price sent as `"12.50"` comes out as `12.5`), so their input type is
 * wider; this gives RTK Query the schema's output type, which is what it uses at run time.
 *
 * Endpoint files name their schemas through this instead of importing them, so zod and the
 * domain schemas are not part of any app's first-load JavaScript (docs/performance.md): the
 * first response an app validates loads them (one chunk, once), and RTK Query awaits the
 * validation as it does for any Standard Schema. A response that does not fit is still the same
 * typed `schema` error (`catchSchemaFailure`).
 *
 * @example responseSchema: lazySchema(() => import('@kk/domain/schemas').then((m) => m.orderResponseSchema))
 */
export function lazySchema<S extends z.ZodMiniType>(load: () => Promise<S>): ResponseSchema<z.output<S>> {
  let schema: Promise<S> | undefined;
  const standard = {
    version: 1,
    vendor: 'kk-lazy',
    validate: async (value: unknown) => {
      // A chunk that failed to load (offline) is tried again by the next answer.
      schema ??= load().catch((error: unknown) => {
        schema = undefined;
        throw error;
      });
      return (await schema)['~standard'].validate(value);
    },
  };
  return { '~standard': standard } as unknown as ResponseSchema<z.output<S>>;
}
