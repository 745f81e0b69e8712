import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { promisify } from 'node:util';
import apiCalls from '../../catalogue/api-calls.json';
import { buildEndpointCatalogue, type Catalogue, type CatalogueEntry } from './catalogue';

interface ApiCall {
  id: number;
  api: 'shop' | 'learning' | 'school';
  method: string;
  path: string;
  auth: string;
}

const calls = apiCalls.calls as ApiCall[];
const sameCall = (entry: CatalogueEntry, call: ApiCall) =>
  entry.method === call.method && entry.path === call.path && entry.auth === call.auth;
const describeCall = (call: ApiCall) => `${call.id} ${call.method} ${call.path} (${call.auth})`;

let catalogue: Catalogue;

beforeAll(async () => {
  catalogue = await buildEndpointCatalogue();
});

/**
 * The spec's own list, beside the project on the team's machines and in its CI (`../shared`), but
 * not in a plain checkout (the hosted workflow). The copy in the repository is what every other
 * test reads; where the spec is at hand, the copy must not have drifted from it. Its hash is an
 * input of this target (package.json), so a change of the spec reruns this test.
 */
const SHARED_SPEC = path.resolve(import.meta.dirname, '../../../../../../../shared/spec/api-calls.json');

describe('endpoint catalogue', () => {
  it.runIf(existsSync(SHARED_SPEC))("uses a copy of the spec's list that has not drifted from it", () => {
    expect(JSON.parse(readFileSync(SHARED_SPEC, 'utf8'))).toEqual(apiCalls);
  });

  it('covers every call of api-calls.json with the right method, path and auth', () => {
    const missing = calls.filter((call) => !catalogue.entries.some((entry) => sameCall(entry, call))).map(describeCall);

    expect(missing).toEqual([]);
  });

  it('covers the 30 shop calls with shop endpoints', () => {
    const shopCalls = calls.filter((c) => c.api === 'shop');
    const shopEntries = catalogue.entries.filter((e) => e.endpoint.startsWith('shopApi.'));

    const missing = shopCalls.filter((call) => !shopEntries.some((entry) => sameCall(entry, call))).map(describeCall);

    expect(shopCalls).toHaveLength(30);
    expect(missing).toEqual([]);
  });

  it('has no shop endpoint outside the calls of api-calls.json', () => {
    const shopCalls = calls.filter((c) => c.api === 'shop');
    const stray = catalogue.entries
      .filter((e) => e.endpoint.startsWith('shopApi.'))
      .filter((entry) => !shopCalls.some((call) => sameCall(entry, call)))
      .map((e) => `${e.endpoint} ${e.method} ${e.path} (${e.auth})`);

    expect(stray).toEqual([]);
  });

  it('has a sample argument for every endpoint, and every endpoint sent a request', () => {
    expect(catalogue.withoutSampleArg).toEqual([]);
    expect(catalogue.silent).toEqual([]);
  });

  it('writes paths with the placeholders of api-calls.json and no query string', () => {
    expect(catalogue.entries.find((e) => e.endpoint === 'shopApi.getSchools')).toEqual({
      endpoint: 'shopApi.getSchools',
      method: 'GET',
      path: '/{product}/api/schools_list_api',
      auth: 'none',
    });
    expect(catalogue.entries.find((e) => e.endpoint === 'shopApi.uploadAsset')).toMatchObject({
      path: '/api/assets_storage',
      auth: 'token',
    });
    expect(catalogue.entries.every((e) => !e.path.includes('?') && !e.path.includes('%'))).toBe(true);
  });

  it('is what `npm run api:catalogue` prints', async () => {
    const launcher = path.resolve(import.meta.dirname, '../../catalogue/print-catalogue.mjs');

    const { stdout } = await promisify(execFile)(process.execPath, [launcher], {
      cwd: path.resolve(import.meta.dirname, '../../../../../..'),
    });

    expect(JSON.parse(stdout)).toEqual(catalogue.entries);
  }, 30_000);
});
