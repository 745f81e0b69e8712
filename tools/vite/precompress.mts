/**
 * Vite plugin: a brotli (quality 11) and a gzip (level 9) copy beside each of the build's hashed
 * text files (`assets/*.js`, `.css`, `.json`, `.svg`: the chunks, the worker's, the demo seed),
 * which nginx sends as they are (`brotli_static`, `gzip_static`: deploy/nginx/kk-http.conf)
 * instead of compressing every answer again at its own level 6. The shop's entry: 161.6 KB on the
 * wire at level 6, 143 KB at 11; the demo's shop seed 58 → 46 KB (docs/performance.md). Files
 * under 256 bytes (nginx's `brotli_min_length`) and copies that are not smaller are left out.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The hashed text files that get compressed copies. */
const COMPRESSIBLE = /\.(js|css|json|svg)$/;
const MIN_BYTES = 256;

/** Writes `file.br` and `file.gz` beside `file` when they are smaller than it. */
async function compressFile(file: string): Promise<void> {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(data, { level: 9 }),
  ]);
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
}

/** The plugin: runs once the build's files are written (builds only). */
export function precompress(): Plugin {
  let assetsDir = '';
  return {
    name: 'kk:precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async writeBundle() {
      const names = (await readdir(assetsDir)).filter((name) => COMPRESSIBLE.test(name));
      const files = [];
      for (const name of names) {
        const file = path.join(assetsDir, name);
        if ((await stat(file)).isFile()) files.push(file);
      }
      // A few at a time: zlib runs on the thread pool (four threads).
      for (let i = 0; i < files.length; i += 8) await Promise.all(files.slice(i, i + 8).map(compressFile));
    },
  };
}
