import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { allTables, LANGUAGE_NAMES } from '@kk/i18n';
import { fontWeights } from '../tokens';

// Read as files: the tests' CSS handling gives a stylesheet no text.
const css = readFileSync(path.join(import.meta.dirname, 'noto-sans-arabic.css'), 'utf8');
const interCss = readFileSync(path.join(import.meta.dirname, 'inter.css'), 'utf8');
const endonymCss = readFileSync(path.join(import.meta.dirname, 'arabic-endonym.css'), 'utf8');
const fontsource = (file: string) => createRequire(import.meta.url).resolve(`@fontsource/${file}`);

/** The code points of a `unicode-range` value (`U+0600-06FF, U+200C-200E`). */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(from, 16); point <= parseInt(to, 16); point += 1) points.add(point);
  }
  return points;
}

/**
 * One table of a WOFF2 file, by its known-table index (W3C WOFF2 §5.1: 0 `cmap`, 47 `fvar`): the
 * table directory, the tables' one Brotli stream, the table (stored as is: only glyf, loca and hmtx
 * are ever transformed) found by adding up the lengths before it.
 */
function woff2Table(file: string, knownTag: number): Buffer {
  const woff = readFileSync(file);
  const numTables = woff.readUInt16BE(12);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = woff[at++];
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  const tables: { tag: number; length: number }[] = [];
  for (let index = 0; index < numTables; index += 1) {
    const flags = woff[at++];
    const tag = flags & 0x3f;
    if (tag === 0x3f) at += 4;
    const origLength = base128();
    const version = flags >> 6;
    const transformed = tag === 10 || tag === 11 ? version === 0 : version !== 0; // glyf, loca
    tables.push({ tag, length: transformed ? base128() : origLength });
  }
  const data = brotliDecompressSync(woff.subarray(at, at + woff.readUInt32BE(20)));
  let offset = 0;
  for (const table of tables) {
    if (table.tag === knownTag) return data.subarray(offset, offset + table.length);
    offset += table.length;
  }
  throw new Error(`${path.basename(file)} has no table ${knownTag}`);
}

/** The design axes of a WOFF2 file's `fvar` (OpenType: 20-byte axis records, 16.16 values). */
function variationAxes(file: string): { tag: string; min: number; default: number; max: number }[] {
  const fvar = woff2Table(file, 47);
  const [first, count, size] = [fvar.readUInt16BE(4), fvar.readUInt16BE(8), fvar.readUInt16BE(10)];
  return Array.from({ length: count }, (_, index) => {
    const axis = fvar.subarray(first + index * size);
    return {
      tag: axis.toString('latin1', 0, 4),
      min: axis.readInt32BE(4) / 65536,
      default: axis.readInt32BE(8) / 65536,
      max: axis.readInt32BE(12) / 65536,
    };
  });
}

/** The code points a WOFF2 file's `cmap` maps (formats 4 and 12, Windows Unicode). */
function mappedCodePoints(file: string): Set<number> {
  const cmap = woff2Table(file, 0);
  const points = new Set<number>();
  for (let record = 0; record < cmap.readUInt16BE(2); record += 1) {
    const [platform, encoding] = [cmap.readUInt16BE(4 + record * 8), cmap.readUInt16BE(6 + record * 8)];
    if (platform !== 3 || (encoding !== 1 && encoding !== 10)) continue;
    const sub = cmap.subarray(cmap.readUInt32BE(8 + record * 8));
    if (sub.readUInt16BE(0) === 12) {
      for (let group = 0; group < sub.readUInt32BE(12); group += 1) {
        const [start, end] = [sub.readUInt32BE(16 + group * 12), sub.readUInt32BE(20 + group * 12)];
        for (let point = start; point <= end; point += 1) points.add(point);
      }
    } else if (sub.readUInt16BE(0) === 4) {
      const segments = sub.readUInt16BE(6) / 2;
      for (let segment = 0; segment < segments; segment += 1) {
        const end = sub.readUInt16BE(14 + segment * 2);
        const start = sub.readUInt16BE(16 + segments * 2 + segment * 2);
        for (let point = start; point <= end && point !== 0xffff; point += 1) points.add(point);
      }
    }
  }
  return points;
}

describe('the Latin face (inter.css, made by tools/fonts/faces.sh)', () => {
  const interFile = path.join(import.meta.dirname, 'inter-latin-wght.woff2');

  it('declares one file for the weights the theme uses', () => {
    const faces = [...interCss.matchAll(/font-weight:\s*(\d+) (\d+);\s*src:\s*url\(\.\/([\w-]+\.woff2)\)/g)];
    expect(faces.map((face) => [face[1], face[2], face[3]])).toEqual([['400', '700', 'inter-latin-wght.woff2']]);
    for (const weight of Object.values(fontWeights)) {
      expect(weight).toBeGreaterThanOrEqual(400);
      expect(weight).toBeLessThanOrEqual(700);
    }
  });

  it('varies in weight from 400 (its default) to 700, and in nothing else', () => {
    expect(variationAxes(interFile)).toEqual([{ tag: 'wght', min: 400, default: 400, max: 700 }]);
  });

  it('draws every character the @fontsource-variable file draws, in a smaller file', () => {
    const whole = createRequire(import.meta.url).resolve(
      '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    );
    expect([...mappedCodePoints(interFile)]).toEqual([...mappedCodePoints(whole)]);
    expect(readFileSync(interFile).length).toBeLessThan(readFileSync(whole).length);
  });
});

describe('the Arabic text face (noto-sans-arabic.css, made by tools/fonts/faces.sh)', () => {
  const faces = [
    ...css.matchAll(/font-weight:\s*(\d+);\s*src:\s*url\(\.\/([\w-]+\.woff2)\)[^;]*;\s*unicode-range:\s*([^;]+);/g),
  ];

  it('declares both weights the theme uses, each with its own file', () => {
    expect(faces.map((face) => [face[1], face[2]])).toEqual([
      ['400', 'noto-sans-arabic-400.woff2'],
      ['700', 'noto-sans-arabic-700.woff2'],
    ]);
  });

  it.each([400, 700])(
    'draws, in weight %i, every character of its range that the whole face draws, and nothing else of Arabic',
    (weight) => {
      const face = faces.find((match) => match[1] === String(weight));
      const range = codePoints(face?.[3] ?? '');
      const whole = mappedCodePoints(
        fontsource(`noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`),
      );
      const cut = mappedCodePoints(path.join(import.meta.dirname, face?.[2] ?? ''));
      expect([...range].filter((point) => whole.has(point) && !cut.has(point))).toEqual([]);
      // Outside the range only what Inter, first in the stack, draws anyway (space, no-break space, ...).
      expect([...cut].filter((point) => !range.has(point) && point > 0xff && point !== 0xfeff)).toEqual([]);
      expect(cut.size).toBeLessThan(whole.size);
    },
  );

  it('covers, with Inter before it, every character of the Arabic translations', async () => {
    const inter = mappedCodePoints(path.join(import.meta.dirname, 'inter-latin-wght.woff2'));
    const range = codePoints(faces[0]?.[3] ?? '');
    const arabic = Object.entries(allTables).filter(([file]) => file.includes('/ar/'));
    expect(arabic.length).toBeGreaterThan(10);
    const text = (await Promise.all(arabic.map(async ([, load]) => JSON.stringify(await load())))).join('');
    const missing = new Set(
      [...text].filter((char) => !inter.has(char.codePointAt(0) ?? 0) && !range.has(char.codePointAt(0) ?? 0)),
    );
    expect([...missing]).toEqual([]);
  });
});

describe('the Arabic name faces (arabic-endonym.css, made by tools/fonts/faces.sh)', () => {
  const ranges = [...endonymCss.matchAll(/unicode-range:\s*([^;]+);/g)].map((match) => codePoints(match[1]));

  it('hold every letter of the Arabic language name the switchers show, in both weights', () => {
    expect(ranges).toHaveLength(2);
    for (const [index, weight] of [400, 700].entries()) {
      const drawn = mappedCodePoints(path.join(import.meta.dirname, `noto-sans-arabic-endonym-${weight}.woff2`));
      for (const letter of LANGUAGE_NAMES.ar) {
        expect(ranges[index].has(letter.codePointAt(0) ?? 0)).toBe(true);
        expect(drawn.has(letter.codePointAt(0) ?? 0)).toBe(true);
      }
    }
  });

  it('are used by the language choices only, with Inter first and not the whole Arabic face', () => {
    const stack = /font-family:([^;]+);/.exec(
      endonymCss.slice(endonymCss.lastIndexOf('}', endonymCss.lastIndexOf('font-family'))),
    )?.[1];
    expect(stack?.replace(/\s+/g, ' ').trim()).toBe(
      "Inter, 'Noto Sans Arabic Endonym', system-ui, -apple-system, 'Segoe UI', sans-serif",
    );
  });
});
