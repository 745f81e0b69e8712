import { parseCompact, stringifyCompact } from '../lib/core/compact-json';

/** What the persisted store reads back after being written. */
export function compactRoundTrip(value: unknown): unknown {
  return parseCompact(stringifyCompact(value));
}
