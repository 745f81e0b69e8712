import { HttpResponse } from 'msw';
import { badRequest } from '../core/auth';
import { shopBackend, readPayload, type Payload } from '../core/http';

/** What an action handler receives. */
export interface ActionContext {
  request: Request;
  /** Query parameters (GET) or body fields (POST), `action` included. */
  payload: Payload;
}

/** One action of a shop call. */
export interface ActionSpec {
  /** Methods accepted: reads accept GET and POST, writes only POST. */
  methods: readonly ('GET' | 'POST')[];
  run: (ctx: ActionContext) => Response | Promise<Response>;
}

/**
 * Answers a shop call that carries an `action` (§7): runs the matching action, or `fallback`
 * when the payload names none (the library/admin calls), else 400 `unknown_action`. An action
 * sent with a method it does not accept is a 405.
 */
export async function dispatchAction(
  request: Request,
  actions: Record<string, ActionSpec>,
  fallback?: (ctx: ActionContext) => Response | Promise<Response>,
): Promise<Response> {
  const payload = await readPayload(request);
  const name = typeof payload['action'] === 'string' ? payload['action'] : '';
  const spec = Object.hasOwn(actions, name) ? actions[name] : undefined;
  if (!spec) {
    if (!name && fallback) return fallback({ request, payload });
    return badRequest({ error: 'unknown_action', action: name || null });
  }
  if (!spec.methods.includes(request.method as 'GET' | 'POST')) {
    return HttpResponse.json({ detail: `Method "${request.method}" not allowed for ${name}.` }, { status: 405 });
  }
  return spec.run({ request, payload });
}

/** Reads accept both methods. */
export const READ = ['GET', 'POST'] as const;
/** Writes only POST. */
export const WRITE = ['POST'] as const;

/**
 * Handlers for a shop path that carries actions. `methods` lists the HTTP methods the path
 * answers (api-calls.json); each action still checks its own methods.
 */
export function actionRoutes(
  path: string,
  methods: readonly ('GET' | 'POST')[],
  actions: Record<string, ActionSpec>,
  fallback?: (ctx: ActionContext) => Response | Promise<Response>,
) {
  const resolver = ({ request }: { request: Request }) => dispatchAction(request, actions, fallback);
  return methods.map((method) =>
    method === 'GET' ? shopBackend.get(path, resolver) : shopBackend.post(path, resolver),
  );
}
