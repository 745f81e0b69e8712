import { expect } from 'vitest';
import type { CapturedRequest } from './capture';

/** What a test expects of a request; only the given fields are checked. */
export interface ExpectedRequest {
  method: 'GET' | 'POST';
  path: string;
  /** `null` for no header; `'Token <t>'` / `'Bearer <t>'` otherwise. */
  authorization: string | null;
  /** Query parameters that must be there (others are allowed). */
  query?: Record<string, string>;
  /** Body fields that must be there (others are allowed). */
  body?: Record<string, unknown>;
}

/** Asserts the method, path, auth header, and the given query parameters and body fields. */
export function expectRequest(request: CapturedRequest, expected: ExpectedRequest): void {
  expect({ method: request.method, path: request.path, authorization: request.authorization }).toEqual({
    method: expected.method,
    path: expected.path,
    authorization: expected.authorization,
  });
  if (expected.query) expect(request.query).toMatchObject(expected.query);
  if (expected.body) expect(request.body).toMatchObject(expected.body);
  if (expected.method === 'GET') expect(request.body).toBeNull();
}
