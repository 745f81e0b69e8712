import { HttpResponse } from 'msw';
import { LEVEL_GROUPS } from '../seed/reference-lists';
import { optionalUser } from './auth';
import { getDb } from './db';
import { backendFor, hostPath, shopBackend, shopPath } from './http';

/**
 * The reference lists that both apps read at start-up, before anyone signs in: levels and subjects
 * (calls 28, 29, on the shop's backend) and level groups (call 37, on the learning platform's).
 * Their own group, so that the demo of either app loads them with its own handlers
 * (`@kk/api-mocks/demo`) and not the other app's.
 */
export const referenceListHandlers = [
  shopBackend.get(shopPath('levels'), ({ request }) => {
    // Public read (visitors load levels at start); a stale token is a 401, which the client
    // turns into "session expired" (§8).
    optionalUser(request, 'token');
    const { shop } = getDb();
    return HttpResponse.json({ levels: shop.levels, subjects: shop.subjects, levels_groups: shop.levelGroups });
  }),
  shopBackend.get(shopPath('subjects'), ({ request }) => {
    optionalUser(request, 'token');
    return HttpResponse.json({ subjects: getDb().shop.subjects });
  }),
  // 37: level groups. Visitors are served, a bad token is a 401. It reads no area (a fixed list and
  // the tokens): a demo shop page must not wait for learning and school here.
  backendFor([]).get(hostPath(':product/api/levels_groups_api'), ({ request }) => {
    optionalUser(request, 'bearer');
    return HttpResponse.json({ levels_groups: LEVEL_GROUPS.map((g) => ({ id: g.id, name: g.name })) });
  }),
];
