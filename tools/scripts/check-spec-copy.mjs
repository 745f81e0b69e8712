/**
 * The spec's list of calls, copied into the repository (libs/shared/api-clients/src/catalogue/api-calls.json,
 * what every test and the fake backend read), must not drift from the spec itself.
 *
 * The spec lives beside the project on the team's machines (`../shared/spec/api-calls.json`), but
 * not in every checkout (a clone elsewhere, the hosted workflow). Where it is at hand, the two must
 * be equal; where it is not, this says so and passes: the copy is then the only list there is.
 * A check step of `npm test` rather than a unit test, so no test is ever reported as skipped.
 *
 * usage: node tools/scripts/check-spec-copy.mjs   (KK_SPEC_DIR=<folder of api-calls.json> to point at it)
 */
import { existsSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import * as path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const copyFile = path.join(root, 'libs/shared/api-clients/src/catalogue/api-calls.json');
const candidates = [process.env['KK_SPEC_DIR'], path.join(root, '../shared/spec')]
  .filter(Boolean)
  .map((dir) => path.join(dir, 'api-calls.json'));
const specFile = candidates.find((file) => existsSync(file));

if (!specFile) {
  console.log(
    `spec copy: the spec's api-calls.json is not at hand (looked at ${candidates.join(', ')}); the copy is used as is`,
  );
  process.exit(0);
}

const spec = JSON.parse(readFileSync(specFile, 'utf8'));
const copy = JSON.parse(readFileSync(copyFile, 'utf8'));
if (isDeepStrictEqual(spec, copy)) {
  console.log(`spec copy: ${path.relative(root, copyFile)} equals ${specFile} (${spec.calls.length} calls)`);
  process.exit(0);
}

const byId = (list) => new Map(list.calls.map((call) => [call.id, call]));
const specCalls = byId(spec);
const copyCalls = byId(copy);
const differ = [...new Set([...specCalls.keys(), ...copyCalls.keys()])].filter(
  (id) => !isDeepStrictEqual(specCalls.get(id), copyCalls.get(id)),
);
console.error(`spec copy: ${path.relative(root, copyFile)} has drifted from ${specFile}`);
console.error(
  differ.length > 0
    ? `  calls that differ: ${differ.join(', ')}`
    : '  the calls are equal; the rest of the file differs',
);
console.error("  copy the spec's file over the copy, then run the catalogue test (npx nx test api-clients)");
process.exit(1);
