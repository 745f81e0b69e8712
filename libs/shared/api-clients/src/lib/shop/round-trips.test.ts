import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { shopApi } from './shop-api';
import * as shopEndpoints from './index';

/*
 * The shop's round trips (request sent, answer parsed) live in one test file per domain. This one
 * checks that none is forgotten: every endpoint injected into the shop API is dispatched by some
 * test file of this folder.
 */
describe('shop endpoints', () => {
  it('each have a round-trip test', () => {
    // Importing the domain files injected their endpoints.
    expect(Object.keys(shopEndpoints).length).toBeGreaterThan(0);
    const tests = readdirSync(import.meta.dirname)
      .filter((file) => file.endsWith('.api.test.ts'))
      .map((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8'))
      .join('\n');
    const tested = new Set([...tests.matchAll(/endpoints\.(\w+)\.initiate/g)].map((match) => match[1]));

    const endpoints = Object.keys(shopApi.endpoints);
    expect(endpoints.length).toBeGreaterThanOrEqual(38);
    expect(endpoints.filter((endpoint) => !tested.has(endpoint))).toEqual([]);
  });
});
