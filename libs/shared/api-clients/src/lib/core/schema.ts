import type * as CommonSchemas from '@kk/domain/schemas/common';
import type * as LearningSchemas from '@kk/domain/schemas/learning';
import type * as SchoolSchemas from '@kk/domain/schemas/school';
import type * as ShopSchemas from '@kk/domain/schemas/shop';
import type { BaseEndpointDefinition, BaseQueryFn } from '@reduxjs/toolkit/query';
import type * as z from 'zod/mini';
import { yieldToBrowser } from './yield';

/** The Standard Schema type RTK Query's `responseSchema` option takes, for a result type `T`. */
export type ResponseSchema<T> = NonNullable<BaseEndpointDefinition<unknown, BaseQueryFn, T>['responseSchema']>;

/** The schemas of each area of the domain, each its own entry (`@kk/domain/schemas/<area>`). */
interface SchemaAreas {
  common: typeof CommonSchemas;
  shop: typeof ShopSchemas;
  learning: typeof LearningSchemas;
  school: typeof SchoolSchemas;
}

/** An area of the domain's schemas: `common` (accounts, sign-in, levels, errors), `shop`, `learning`, `school`. */
export type SchemaArea = keyof SchemaAreas;

/**
 * Each area's schemas, loaded on demand: a call's first answer evaluates its own area's schemas
 * (and `common`'s, which the others build on), not all of them (docs/performance.md, "Total
 * blocking time").
 */
const loadArea: { [A in SchemaArea]: () => Promise<SchemaAreas[A]> } = {
  common: () => import('@kk/domain/schemas/common'),
  shop: () => import('@kk/domain/schemas/shop'),
  learning: () => import('@kk/domain/schemas/learning'),
  school: () => import('@kk/domain/schemas/school'),
};

/** The areas whose download has been started (a failed one is tried again). */
const warmed = new Set<SchemaArea>();

/**
 * Starts downloading an area's schemas (a backend API does so as it sends each request:
 * create-backend-api.ts), so that they arrive beside the answer, not one round trip after it. A
 * download that fails is tried again by the validation that needs it (and by the next request).
 * Once per area, in a task of its own: asking for the area's chunk makes Vite's preload add a link
 * for each chunk it imports, 50–90 ms of a phone 4× slower, which fell in the task sending the
 * start-up's first call (docs/performance.md, "Long tasks cut where two steps met").
 */
export function warmSchemaArea(area: SchemaArea): void {
  if (warmed.has(area)) return;
  warmed.add(area);
  setTimeout(() => loadArea[area]().catch(() => warmed.delete(area)));
}

/**
 * A schema loaded by `load` on its first validation, as a Standard Schema (what `domainSchema`
 * is made of). A load that failed (a chunk that did not arrive, offline) is tried again by the
 * next validation. Once loaded, the first validation waits for a task of its own
 * (`yieldToBrowser`): evaluating an area's schemas (zod making some hundred of them: 60–80 ms of a
 * phone 4× slower) and then reading the answer and drawing it were one long task.
 */
export function lazySchema<S extends z.ZodMiniType>(load: () => Promise<S>): ResponseSchema<z.output<S>> {
  let schema: Promise<S> | undefined;
  const standard = {
    version: 1,
    vendor: 'kk-lazy',
    validate: async (value: unknown) => {
      schema ??= load().then(
        async (loaded) => {
          await yieldToBrowser();
          return loaded;
        },
        (error: unknown) => {
          schema = undefined;
          throw error;
        },
      );
      return (await schema)['~standard'].validate(value);
    },
  };
  return { '~standard': standard } as unknown as ResponseSchema<z.output<S>>;
}

/**
 * The name of a schema exported by `@kk/domain/schemas/<area>` (its other exports, constants and
 * helpers, are left out), so a misspelt, removed or moved schema fails the typecheck.
 */
export type DomainSchemaName<A extends SchemaArea> = {
  [K in keyof SchemaAreas[A]]: SchemaAreas[A][K] extends z.ZodMiniType ? K : never;
}[keyof SchemaAreas[A]];

/** The output type of schema `N` of area `A`. */
type SchemaOutput<A extends SchemaArea, N extends DomainSchemaName<A>> = SchemaAreas[A][N] extends z.ZodMiniType
  ? z.output<SchemaAreas[A][N]>
  : never;

/** What `domainSchema(area, name)` gives RTK Query: a Standard Schema of that schema's output type. */
export type DomainResponseSchema<A extends SchemaArea, N extends DomainSchemaName<A>> = ResponseSchema<
  SchemaOutput<A, N>
>;

/**
 * A domain schema by area and name, loaded on first use, as RTK Query's `rawResponseSchema` /
 * `responseSchema`. Endpoint files name their schemas through this instead of importing them, so
 * zod and the domain schemas are not part of any app's first-load JavaScript (docs/performance.md):
 * the first response of an area loads that area's schemas (one chunk, once), and RTK Query awaits
 * the validation as it does for any Standard Schema. A response that does not fit is still the same
 * typed `schema` error (`catchSchemaFailure`). The areas' entries are imported statically for their
 * types only, so naming a schema costs the first load nothing; a name that is not in the area
 * fails the typecheck.
 *
 * RTK Query types those options with input = output, while lenient domain schemas read more than
 * they produce (e.g. a price sent as `"12.50"` comes out as `12.5`), so their input type is wider;
 * this gives RTK Query the schema's output type, which is what it uses at run time.
 *
 * @example responseSchema: domainSchema('shop', 'orderResponseSchema')
 */
export function domainSchema<A extends SchemaArea, N extends DomainSchemaName<A>>(
  area: A,
  name: N,
): DomainResponseSchema<A, N> {
  const load = () => loadArea[area]().then((m) => m[name] as z.ZodMiniType);
  return lazySchema(load) as DomainResponseSchema<A, N>;
}

/**
 * A write's bare acknowledgement: `{ success: true }` (perhaps with a `message`), or no body. The
 * spec shows no answer for writes, and a backend that says only this is answering as the spec
 * allows: done, details unknown, nothing to warn about.
 */
function isAcknowledgement(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const body = value as Record<string, unknown>;
  return body['success'] === true && Object.keys(body).every((key) => key === 'success' || key === 'message');
}

/** What `writeSchema(area, name)` gives RTK Query: the schema's output, or null for an unexpected 2xx body. */
export type WriteResponseSchema<A extends SchemaArea, N extends DomainSchemaName<A>> = ResponseSchema<SchemaOutput<
  A,
  N
> | null>;

/**
 * The answer schema of a write (`rawResponseSchema` of a mutation): like {@link domainSchema}, but a
 * 2xx body that does not fit (another envelope than ours, an empty body, the bare `{ success: true }`
 * of a backend that sends nothing more) reads as `null` instead of an error; only another envelope
 * is worth a console warning. A 2xx write is done: the caller treats `null` as "done, details unknown" and the
 * mutation's invalidated tags refetch what it changed; the user is never asked to retry (and never
 * sends it twice). An error status is still an error, and a 2xx that says `success: false` or
 * carries an `error` is still an `app` error (`appErrors`), as before.
 *
 * @example rawResponseSchema: writeSchema('shop', 'orderResponseSchema'),
 *          transformResponse: (raw: { order: Order } | null) => raw?.order ?? null,
 */
export function writeSchema<A extends SchemaArea, N extends DomainSchemaName<A>>(
  area: A,
  name: N,
): WriteResponseSchema<A, N> {
  const schema = domainSchema(area, name) as unknown as { '~standard': { validate: (v: unknown) => Promise<unknown> } };
  const standard = {
    version: 1,
    vendor: 'kk-write',
    validate: async (value: unknown) => {
      const result = (await schema['~standard'].validate(value)) as { value?: unknown; issues?: readonly unknown[] };
      if (!result.issues) return result;
      if (isAcknowledgement(value)) return { value: null };
      console.warn(
        `The answer to a write (${String(name)}) is not the expected envelope; the write counts as done.`,
        result.issues,
      );
      return { value: null };
    },
  };
  return { '~standard': standard } as unknown as WriteResponseSchema<A, N>;
}
