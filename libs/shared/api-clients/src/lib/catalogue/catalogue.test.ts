import { execFile } from 'node:child_process';
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

describe('endpoint catalogue', () => {
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
