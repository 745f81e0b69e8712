/**
 * `npm run api:catalogue`: prints, as JSON, one entry per endpoint of the three APIs
 * `{ endpoint, method, path, auth }`, produced by running each endpoint's own request builder
 * (see src/lib/catalogue/catalogue.ts). Runs on Node 20 through Vite's module runner, which reads
 * the TypeScript sources with the `@kk/source` condition: nothing has to be built first.
 *
 * Exit code 1 when an endpoint has no sample argument or sent no request (listed on stderr).
 */
import * as path from 'node:path';
import { runnerImport } from 'vite';

// runnerImport's "inline" environment externalises every dependency: our workspace packages
// (@kk/*) must go through Vite instead, read from their sources.
const { module } = await runnerImport(path.join(import.meta.dirname, '../lib/catalogue/catalogue.ts'), {
  configFile: false,
  logLevel: 'error',
  environments: {
    inline: { resolve: { noExternal: [/^@kk\//], conditions: ['@kk/source', 'module'] } },
  },
});

const catalogue = await module.buildEndpointCatalogue();
process.stdout.write(`${JSON.stringify(catalogue.entries, null, 2)}\n`);
for (const name of catalogue.withoutSampleArg) process.stderr.write(`no sample argument: ${name}\n`);
for (const name of catalogue.silent) process.stderr.write(`sent no request: ${name}\n`);
// RTK Query keeps cache timers alive; the catalogue is complete, so leave now.
process.exit(catalogue.silent.length > 0 ? 1 : 0);
