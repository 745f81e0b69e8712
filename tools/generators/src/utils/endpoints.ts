import type { Tree } from '@nx/devkit';

/** Where the API clients live. */
export const API_CLIENTS_LIB = 'libs/shared/api-clients/src/lib';

/** What the screen generator needs to know of the endpoint behind an RTK Query hook. */
export interface EndpointInfo {
  /** Endpoint name, e.g. `getMyOrders`. */
  endpoint: string;
  /** Backend: `shop`, `learning` or `school` (the folder of its `.api.ts` file). */
  api: string;
  /** Msw path of the call, as code: `shopPath('orders_api')`, `hostPath('list_friends_handler')`. */
  mockPath: string;
  /** Envelope key the endpoint unwraps (`raw.orders` → `orders`), if any. */
  envelope?: string;
}

/** `useGetMyOrdersQuery` → `getMyOrders` (also `…InfiniteQuery`, `…LazyQuery`, `…Mutation`). */
export function endpointOfHook(hook: string): string {
  const bare = hook.replace(/^use(Lazy)?/, '').replace(/(InfiniteQuery|Query|Mutation)$/, '');
  return bare.charAt(0).toLowerCase() + bare.slice(1);
}

function listApiFiles(tree: Tree, dir: string): string[] {
  const out: string[] = [];
  for (const child of tree.children(dir)) {
    const file = `${dir}/${child}`;
    if (tree.isFile(file)) {
      if (file.endsWith('.api.ts')) out.push(file);
    } else out.push(...listApiFiles(tree, file));
  }
  return out;
}

/** A path of the client as an msw path: template placeholders become `:p1`, `:p2`, … */
function mockPathOf(raw: string, api: string): string {
  let n = 0;
  const path = raw.replace(/\$\{[^}]*\}/g, () => `:p${++n}`).replace(/\?.*$/, '');
  if (api === 'shop' && !path.startsWith('/')) return `shopPath('${path}')`;
  return `hostPath('${path.replace(/^\/+/, '')}')`;
}

/**
 * Finds the endpoint behind an RTK Query hook in the api-clients files, and reads the path its
 * request goes to (`actionGet('x_api', …)`, `'/path'`, `` `/path/${id}/` ``, `url: '…'`) and the
 * envelope it unwraps. Undefined when the endpoint or its path cannot be found.
 */
export function findEndpoint(tree: Tree, hook: string): EndpointInfo | undefined {
  const endpoint = endpointOfHook(hook);
  if (!tree.exists(API_CLIENTS_LIB)) return undefined;
  for (const file of listApiFiles(tree, API_CLIENTS_LIB)) {
    const content = tree.read(file, 'utf-8') ?? '';
    const start = content.search(new RegExp(`\\n\\s*${endpoint}: build\\.`));
    if (start < 0) continue;
    const next = content.slice(start + 1).search(/\n\s*\w+: build\./);
    const body = next < 0 ? content.slice(start) : content.slice(start, start + 1 + next);
    const api = file.slice(API_CLIENTS_LIB.length + 1).split('/')[0];
    const raw =
      /action(?:Get|Post)\(\s*'([^']+)'/.exec(body)?.[1] ??
      /url:\s*[`']([^`']+)[`']/.exec(body)?.[1] ??
      /query:\s*\([^)]*\)\s*(?::[^=]*)?=>\s*[`']([^`']+)[`']/.exec(body)?.[1];
    if (!raw) return undefined;
    const envelope = /\(\s*(\w+)\s*(?::[^)]*)?\)\s*=>\s*\1\.(\w+)/.exec(body)?.[2];
    return { endpoint, api, mockPath: mockPathOf(raw, api), envelope };
  }
  return undefined;
}
