import { getApiConfig } from '../core/config';
import type { ApiError } from '../core/errors';

/** One path segment from an endpoint argument (ids, course keys), escaped for the URL. */
export function pathSegment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** The configured product slug as a path segment (`/{product}/...` paths). */
export function productSegment(): string {
  return pathSegment(getApiConfig().product);
}

/**
 * True when a failed call got an HTTP error answer with a body (the backend responded), as opposed
 * to no answer at all (network) or an answer that did not fit its schema.
 */
export function failedWithResponseBody(error: ApiError): boolean {
  const responded = error.kind === 'http' || (error.kind === 'parse' && (error.status ?? 0) >= 400);
  return responded && error.data !== undefined && error.data !== null && error.data !== '';
}
