/**
 * Contract fixtures (issue 13): where the spec leaves an answer's shape open, each endpoint keeps,
 * beside its `*.api.ts`, the readings a backend may send (`*.fixtures.ts`) and the one result the
 * endpoint must give for all of them; `open-shapes.contract.test.ts` feeds each reading through the
 * endpoint.
 */

/** The readings of one answer and the normalised result every one of them gives. */
export interface ContractFixture<T = unknown> {
  /** Each reading a backend may send, by name. */
  readings: Record<string, unknown>;
  /** What the endpoint gives for every reading (a hook's `data`). */
  result: T;
  /** The result names only what every reading gives (the rest differs by reading): compared as a subset. */
  partial?: boolean;
}

/** A Django REST framework page holding every item (`next: null`: no other page). */
export function drfPage(items: readonly unknown[]) {
  return { count: items.length, next: null, previous: null, results: items };
}

/**
 * The readings of a list whose shape the spec does not show: our envelope (`{ [key]: items }`, what
 * the fake backend serves), a DRF page and a bare array; with `nested` the same items with their
 * references as `{ id, name }` objects (and decimals as strings) instead of flat fields.
 */
export function listReadings(key: string, flat: readonly unknown[], nested: readonly unknown[] = flat) {
  return {
    'our envelope, flat references': { [key]: flat },
    'a DRF page, flat references': drfPage(flat),
    'a bare array, nested references': nested,
    'a DRF page, nested references': drfPage(nested),
  };
}

/** How a contract test calls one endpoint: the call's method and path (an msw pattern) and its fixture. */
export interface ContractCall {
  method: 'get' | 'post';
  path: string;
  fixture: ContractFixture;
}

/** One row per reading of each case's fixture: what `it.each` runs (`$endpoint reads $reading`). */
export function contractRows<C extends ContractCall>(cases: Record<string, C>) {
  return Object.entries(cases).flatMap(([endpoint, { fixture, ...call }]) =>
    Object.entries(fixture.readings).map(([reading, body]) => ({
      endpoint,
      reading,
      body,
      result: fixture.result,
      partial: fixture.partial ?? false,
      call,
    })),
  );
}
