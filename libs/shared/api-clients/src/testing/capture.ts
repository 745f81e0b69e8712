import { server } from '@kk/api-mocks/node';
import { onTestFinished } from 'vitest';

/** A request as the fake backend received it. */
export interface CapturedRequest {
  method: string;
  url: URL;
  /** Path without the host, e.g. `/koolskools/api/orders_api`. */
  path: string;
  /** Query parameters as an object. */
  query: Record<string, string>;
  /** `Authorization` header or null. */
  authorization: string | null;
  contentType: string | null;
  /** JSON body parsed, or the raw text, or null when empty. */
  body: unknown;
  /** Multipart body, when it was one. */
  form: FormData | null;
}

/**
 * Records every request the fake backend receives from now until the end of the test.
 * `await requests()` resolves the list (bodies are read from clones).
 */
export function captureRequests(): () => Promise<CapturedRequest[]> {
  const pending: Promise<CapturedRequest>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const copy = request.clone();
    pending.push(read(copy));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => Promise.all(pending);
}

async function read(request: Request): Promise<CapturedRequest> {
  const url = new URL(request.url);
  const contentType = request.headers.get('Content-Type');
  let body: unknown = null;
  let form: FormData | null = null;
  if (contentType?.includes('multipart/form-data')) {
    form = await request.formData();
  } else {
    const text = await request.text();
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
  }
  return {
    method: request.method,
    url,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams.entries()),
    authorization: request.headers.get('Authorization'),
    contentType,
    body,
    form,
  };
}

/** The only captured request (fails the test when there were none or several). */
export async function onlyRequest(requests: () => Promise<CapturedRequest[]>): Promise<CapturedRequest> {
  const list = await requests();
  if (list.length !== 1)
    throw new Error(`Expected one request, got ${list.length}: ${list.map((r) => `${r.method} ${r.path}`).join(', ')}`);
  return list[0];
}
