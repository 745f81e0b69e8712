import type { FetchArgs } from '@reduxjs/toolkit/query';

/**
 * Shop calls carry an `action` and its fields (§7). Reads go as GET with the action and the
 * fields as query parameters; writes as POST with a JSON body `{ action, ...fields }`.
 */

/** A query-parameter value as the client sends it. */
type ParamValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * Query parameters: lists are comma-separated (`levels_ids=1,2,3`), `undefined`, `null` and
 * blank texts are left out (an empty search sends no `name`).
 */
export function toParams(fields: Record<string, ParamValue>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      params[key] = value.join(',');
      continue;
    }
    const text = String(value);
    if (text.trim() === '') continue;
    params[key] = text;
  }
  return params;
}

/** GET `path?action=<action>&<fields>` (path relative to the shop base `/{product}/api/`). */
export function actionGet(path: string, action: string, fields: Record<string, ParamValue> = {}): FetchArgs {
  return { url: path, method: 'GET', params: toParams({ action, ...fields }) };
}

/** POST `path` with the JSON body `{ action, ...fields }`. */
export function actionPost(path: string, action: string, fields: object = {}): FetchArgs {
  return { url: path, method: 'POST', body: { action, ...fields } };
}
