import { configureStore } from '@reduxjs/toolkit';
import { server } from '@kk/api-mocks/node';
import { PAGE_SIZE } from '@kk/domain';
import { delay, http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { createTestStore } from '../../testing/test-store';
import { shopApi } from '../shop/shop-api';
import { levelsSubjectsApi } from '../shop/levels-subjects.api';
import { actionGet, actionPost, toParams } from './actions';
import { configureApi, getApiConfig, shopApiBase } from './config';
import { apiErrorCause, apiErrorCode, appErrorText, serverMessage } from './errors';
import { flattenPages, nextPageParam, toPage } from './paging';
import { domainSchema, lazySchema, type ResponseSchema } from './schema';

describe('action requests', () => {
  it('sends reads as GET with the action and fields as query parameters, lists comma-separated, blanks left out', () => {
    expect(
      actionGet('packs_api_list', 'get_packs_client', { school_id: 1, levels_ids: [7, 8], name: ' ', x: undefined }),
    ).toEqual({
      url: 'packs_api_list',
      method: 'GET',
      params: { action: 'get_packs_client', school_id: '1', levels_ids: '7,8' },
    });
  });

  it('sends writes as POST with a JSON body { action, ...fields }', () => {
    expect(actionPost('orders_api', 'change_rate', { order_id: 3, rate: 5 })).toEqual({
      url: 'orders_api',
      method: 'POST',
      body: { action: 'change_rate', order_id: 3, rate: 5 },
    });
  });

  it('keeps 0 and false in query parameters', () => {
    expect(toParams({ page: 0, flag: false })).toEqual({ page: '0', flag: 'false' });
  });
});

describe('paging', () => {
  const full = toPage(
    Array.from({ length: PAGE_SIZE }, (_, i) => i),
    null,
  );

  it('asks for the next page after a full page without error', () => {
    expect(nextPageParam(full, [full], 3)).toBe(4);
  });

  it('stops after a short page or a page with an error field', () => {
    expect(nextPageParam(toPage([1, 2], null), [], 1)).toBeUndefined();
    expect(nextPageParam({ ...full, error: 'No result found' }, [], 1)).toBeUndefined();
  });

  it('flattens loaded pages in order', () => {
    expect(flattenPages({ pages: [toPage([1, 2], null), toPage([3], 'end')] })).toEqual([1, 2, 3]);
    expect(flattenPages(undefined)).toEqual([]);
  });
});

describe('errors', () => {
  it('reads the failure text of 2xx bodies that report one', () => {
    expect(appErrorText({ success: false, message: 'Bad password' })).toBe('Bad password');
    expect(appErrorText({ success: false })).toBe('Request failed');
    expect(appErrorText({ error: 'Captcha Invalid' })).toBe('Captcha Invalid');
    expect(appErrorText({ success: true, error: '' })).toBeNull();
    expect(appErrorText([1])).toBeNull();
  });

  it('finds the server text of app and http errors only', () => {
    expect(serverMessage({ kind: 'app', message: 'Compte inconnu' })).toBe('Compte inconnu');
    expect(
      serverMessage({
        kind: 'http',
        status: 400,
        message: 'HTTP 400',
        data: { error: 'This username already exists!' },
      }),
    ).toBe('This username already exists!');
    expect(serverMessage({ kind: 'network', message: 'Failed to fetch' })).toBeNull();
    expect(serverMessage(new Error('x'))).toBeNull();
  });

  it("reads the backend's error code of a failed call's body", () => {
    expect(apiErrorCode({ kind: 'http', status: 400, message: 'HTTP 400', data: { error: 'No result found' } })).toBe(
      'No result found',
    );
    expect(apiErrorCode({ kind: 'app', message: 'x', data: { error: 'wrong_password' } })).toBe('wrong_password');
    expect(apiErrorCode({ kind: 'http', status: 500, message: 'HTTP 500', data: '<html>' })).toBeUndefined();
    expect(apiErrorCode({ kind: 'network', message: 'Failed to fetch' })).toBeUndefined();
    expect(apiErrorCode(new Error('x'))).toBeUndefined();
  });

  it('turns a network failure into a network ApiError', async () => {
    server.use(http.get('*/:product/api/subjects', () => HttpResponse.error()));

    const result = await createTestStore().dispatch(levelsSubjectsApi.endpoints.getSubjects.initiate());

    expect(result.error).toMatchObject({ kind: 'network', endpoint: 'getSubjects' });
  });

  it('reads an error status whose body is not JSON (an HTML error page) as that HTTP error', async () => {
    server.use(
      http.get('*/:product/api/subjects', () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500 })),
    );

    const result = await createTestStore().dispatch(levelsSubjectsApi.endpoints.getSubjects.initiate());

    expect(result.error).toMatchObject({ kind: 'http', status: 500, data: '<h1>Server Error (500)</h1>' });
    expect(apiErrorCause(result.error)).toBe('server');
  });

  it('turns a 2xx body that is not JSON into a parse ApiError', async () => {
    server.use(http.get('*/:product/api/subjects', () => new HttpResponse('<html>oops</html>', { status: 200 })));

    const result = await createTestStore().dispatch(levelsSubjectsApi.endpoints.getSubjects.initiate());

    expect(result.error).toMatchObject({ kind: 'parse', endpoint: 'getSubjects' });
  });
});

describe('tokens, expiry and time-out', () => {
  /** A probe endpoint: GET of any URL, with the given extra options. */
  const probeApi = shopApi.injectEndpoints({
    endpoints: (build) => ({
      probe: build.query<unknown, string>({ query: (url) => url }),
      publicProbe: build.query<unknown, string>({ query: (url) => url, extraOptions: { auth: 'none' } }),
      quickProbe: build.query<unknown, string>({ query: (url) => url, extraOptions: { timeout: 50 } }),
    }),
  });
  const headersSeen: Array<string | null> = [];
  beforeEach(() => {
    headersSeen.length = 0;
    server.use(
      http.get('*/probe/:status', ({ request, params }) => {
        headersSeen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ ok: true }, { status: Number(params['status']) });
      }),
    );
  });

  it('ends the session on a 401 of any call that sent the token, and never sends the dead token again', async () => {
    const store = createTestStore({ token: 't0k' });
    await store.dispatch(probeApi.endpoints.probe.initiate('probe/401'));
    expect(store.getState().session).toMatchObject({ user: null, expiredBy: ['probe'] });

    await store.dispatch(probeApi.endpoints.probe.initiate('probe/200'));
    expect(headersSeen).toEqual(['Token t0k', null]);
  });

  it('ends the session on a 401 whose body is not JSON (a proxy page) as well', async () => {
    server.use(http.get('*/probe/401-page', () => new HttpResponse('Unauthorized', { status: 401 })));
    const store = createTestStore({ token: 't0k' });

    const result = await store.dispatch(probeApi.endpoints.probe.initiate('probe/401-page'));

    expect(result.error).toMatchObject({ kind: 'http', status: 401 });
    expect(store.getState().session).toMatchObject({ user: null, expiredBy: ['probe'] });
  });

  it('leaves the session alone on a 401 of a call that sent no token', async () => {
    const store = createTestStore({ token: 't0k' });
    await store.dispatch(probeApi.endpoints.publicProbe.initiate('probe/401'));
    expect(store.getState().session).toMatchObject({ user: { token: 't0k' }, expiredBy: [] });
    expect(headersSeen).toEqual([null]);
  });

  it('sends the token to the configured backend only, never to an absolute URL of another origin', async () => {
    const store = createTestStore({ token: 't0k' });
    const before = getApiConfig();
    configureApi({ baseUrl: 'https://api.example.ma' });
    await store.dispatch(probeApi.endpoints.probe.initiate('https://api.example.ma/probe/200'));
    await store.dispatch(probeApi.endpoints.probe.initiate('https://evil.example/probe/200'));
    configureApi(before);
    expect(headersSeen).toEqual(['Token t0k', null]);
  });

  it('fails a call that gets no answer in time as a time-out, and tells the causes apart', async () => {
    server.use(
      http.get('*/slow', async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const result = await createTestStore().dispatch(probeApi.endpoints.quickProbe.initiate('slow'));
    expect(result.error).toMatchObject({ kind: 'timeout' });
    expect(apiErrorCause(result.error)).toBe('timeout');
    expect(apiErrorCause({ kind: 'http', status: 502, message: '' })).toBe('server');
    expect(apiErrorCause({ kind: 'parse', message: '' })).toBe('unreadable');
    expect(apiErrorCause({ kind: 'schema', message: '' })).toBe('unreadable');
    expect(apiErrorCause({ kind: 'network', message: '' })).toBe('unreachable');
    expect(apiErrorCause({ kind: 'http', status: 404, message: '' })).toBe('not-found');
    expect(apiErrorCause({ kind: 'http', status: 403, message: '' })).toBe('forbidden');
    expect(apiErrorCause({ kind: 'app', message: 'Nope' })).toBe('rejected');
  });

  it('says offline when the device has no network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(apiErrorCause({ kind: 'network', message: 'Failed to fetch' })).toBe('offline');
  });
});

describe('runtime config', () => {
  it('builds the shop base from the backend host and the product slug, read at request time', async () => {
    const before = getApiConfig();
    configureApi({ baseUrl: 'https://api.example.ma/', product: 'ecole-plus' });
    const seen: string[] = [];
    server.use(
      http.get('*/:product/api/subjects', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ subjects: [] });
      }),
    );

    await createTestStore().dispatch(levelsSubjectsApi.endpoints.getSubjects.initiate());
    configureApi(before);

    expect(shopApiBase()).toBe('http://localhost/koolskools/api/');
    expect(seen).toEqual(['https://api.example.ma/ecole-plus/api/subjects']);
  });
});

describe('lazySchema', () => {
  it('loads its schema on the first validation only, and validates with it', async () => {
    const load = vi.fn(async () => z.object({ id: z.number() }));
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();

    expect(await schema['~standard'].validate({ id: 1 })).toEqual({ value: { id: 1 } });
    expect((await schema['~standard'].validate({ id: 'x' })).issues).toHaveLength(1);
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads again after a failed load (a chunk that did not arrive)', async () => {
    const load = vi
      .fn<() => Promise<z.ZodMiniObject<{ id: z.ZodMiniNumber }>>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(z.object({ id: z.number() }));
    const schema = lazySchema(load);

    await expect(schema['~standard'].validate({ id: 1 })).rejects.toThrow('dynamically imported');
    expect(await schema['~standard'].validate({ id: 1 })).toEqual({ value: { id: 1 } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads the first answer in a task after the one that loaded the schemas, and the next ones at once', async () => {
    const order: string[] = [];
    vi.stubGlobal('scheduler', {
      yield: () => {
        order.push('yield');
        return Promise.resolve();
      },
    });
    try {
      const schema = lazySchema(async () => {
        order.push('load');
        return z.object({ id: z.number() });
      });
      expect(await schema['~standard'].validate({ id: 1 })).toEqual({ value: { id: 1 } });
      expect(order).toEqual(['load', 'yield']);
      expect((await schema['~standard'].validate({ id: 'one' })).issues).toHaveLength(1);
      expect(order).toEqual(['load', 'yield']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('domainSchema', () => {
  it('validates with the domain schema of that name, typed by its output', async () => {
    const schema = domainSchema('school', 'schoolLogoResponseSchema');
    expectTypeOf(schema).toEqualTypeOf<ResponseSchema<{ school_id: number; logo_url: string | null }>>();

    expect(await schema['~standard'].validate({ school_id: 3, logo_url: null })).toEqual({
      value: { school_id: 3, logo_url: null },
    });
    expect((await schema['~standard'].validate({ school_id: 'x', logo_url: null })).issues).toHaveLength(1);
  });

  it('takes only the names of schemas of the area named', () => {
    // @ts-expect-error not a schema of @kk/domain/schemas/school
    expect(() => domainSchema('school', 'schoolLogoResponseSchemaa')).not.toThrow();
    // @ts-expect-error a constant of the domain, not a schema
    expect(() => domainSchema('shop', 'PAGE_SIZE')).not.toThrow();
    // @ts-expect-error a schema of another area (shop)
    expect(() => domainSchema('learning', 'ordersResponseSchema')).not.toThrow();
  });

  it("loads only the named area's schemas: a common answer does not evaluate the shop's", async () => {
    vi.resetModules();
    const evaluated: string[] = [];
    vi.doMock('@kk/domain/schemas/shop', async (original) => {
      evaluated.push('shop');
      return original();
    });
    vi.doMock('@kk/domain/schemas/common', async (original) => {
      evaluated.push('common');
      return original();
    });
    const fresh = await import('./schema');
    const schema = fresh.domainSchema('common', 'subjectsResponseSchema');
    expect((await schema['~standard'].validate({ subjects: [] })).issues).toBeUndefined();
    expect(evaluated).toEqual(['common']);
    vi.doUnmock('@kk/domain/schemas/shop');
    vi.doUnmock('@kk/domain/schemas/common');
  });
});

describe("a backend API's schemas", () => {
  it('start downloading when a request is sent, before its answer arrives', async () => {
    vi.resetModules();
    const evaluated: string[] = [];
    vi.doMock('@kk/domain/schemas/school', async (original) => {
      evaluated.push('school');
      return original();
    });
    const { createBackendApi } = await import('./create-backend-api');
    const probeApi = createBackendApi({
      reducerPath: 'warmProbeApi',
      tagTypes: [],
      baseQuery: { base: 'host', auth: 'bearer' },
      schemaArea: 'school',
    }).injectEndpoints({
      endpoints: (build) => ({ warmProbe: build.query<unknown, void>({ query: () => 'http://localhost/warm-probe' }) }),
    });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/warm-probe', async () => {
        await answered;
        return HttpResponse.json({ id: 4 });
      }),
    );
    const store = configureStore({
      reducer: { [probeApi.reducerPath]: probeApi.reducer },
      middleware: (getDefault) => getDefault().concat(probeApi.middleware),
    });
    expect(evaluated).toEqual([]);

    const result = store.dispatch(probeApi.endpoints.warmProbe.initiate());
    await vi.waitFor(() => expect(evaluated).toEqual(['school']));
    answer();

    expect((await result).data).toEqual({ id: 4 });
    vi.doUnmock('@kk/domain/schemas/school');
  });

  it("are the endpoint's own area when it names one (the shop's level groups: common, not learning)", async () => {
    vi.resetModules();
    const evaluated: string[] = [];
    for (const area of ['school', 'common'] as const) {
      vi.doMock(`@kk/domain/schemas/${area}`, async (original) => {
        evaluated.push(area);
        return original();
      });
    }
    const { createBackendApi } = await import('./create-backend-api');
    const probeApi = createBackendApi({
      reducerPath: 'areaProbeApi',
      tagTypes: [],
      baseQuery: { base: 'host', auth: 'bearer' },
      schemaArea: 'school',
    }).injectEndpoints({
      endpoints: (build) => ({
        areaProbe: build.query<unknown, void>({
          query: () => 'http://localhost/area-probe',
          extraOptions: { schemaArea: 'common' },
        }),
      }),
    });
    server.use(http.get('*/area-probe', () => HttpResponse.json({ id: 5 })));
    const store = configureStore({
      reducer: { [probeApi.reducerPath]: probeApi.reducer },
      middleware: (getDefault) => getDefault().concat(probeApi.middleware),
    });

    expect((await store.dispatch(probeApi.endpoints.areaProbe.initiate())).data).toEqual({ id: 5 });
    await vi.waitFor(() => expect(evaluated).toEqual(['common']));
    vi.doUnmock('@kk/domain/schemas/school');
    vi.doUnmock('@kk/domain/schemas/common');
  });
});

describe('writes made offline', () => {
  const writeProbeApi = shopApi.injectEndpoints({
    endpoints: (build) => ({
      writeProbe: build.mutation<unknown, string>({ query: (url) => ({ url, method: 'POST', body: { action: 'x' } }) }),
      readProbe: build.query<unknown, string>({ query: (url) => url }),
    }),
  });
  const sent: string[] = [];
  beforeEach(() => {
    sent.length = 0;
    server.use(
      http.all('*/offline-probe', ({ request }) => {
        sent.push(request.method);
        return HttpResponse.json({ ok: true });
      }),
    );
  });

  it('refuses a write at once while the device is offline, with its own cause, and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const result = await createTestStore({ token: 't0k' }).dispatch(
      writeProbeApi.endpoints.writeProbe.initiate('offline-probe'),
    );
    expect(result.error).toMatchObject({ kind: 'offline', endpoint: 'writeProbe' });
    expect(apiErrorCause(result.error)).toBe('offline-write');
    expect(sent).toEqual([]);
  });

  it('still sends reads while offline (the service worker may answer them from their last copy)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const result = await createTestStore().dispatch(writeProbeApi.endpoints.readProbe.initiate('offline-probe'));
    expect(result.data).toEqual({ ok: true });
    expect(sent).toEqual(['GET']);
  });

  it('sends the write once the device is online', async () => {
    const result = await createTestStore({ token: 't0k' }).dispatch(
      writeProbeApi.endpoints.writeProbe.initiate('offline-probe'),
    );
    expect(result).toMatchObject({ data: { ok: true } });
    expect(sent).toEqual(['POST']);
  });
});
