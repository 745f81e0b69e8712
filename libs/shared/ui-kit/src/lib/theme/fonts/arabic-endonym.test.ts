import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { LANGUAGE_NAMES } from '@kk/i18n';

// Read as a file: the tests' CSS handling gives a stylesheet no text.
const faces = readFileSync(path.join(import.meta.dirname, 'arabic-endonym.css'), 'utf8');

/** The code points of a `unicode-range` value (`U+0627-0629, U+0631`). */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(from, 16); point <= parseInt(to, 16); point += 1) points.add(point);
  }
  return points;
}

describe('the Arabic name faces (arabic-endonym.css)', () => {
  const ranges = [...faces.matchAll(/unicode-range:\s*([^;]+);/g)].map((match) => codePoints(match[1]));

  it('hold every letter of the Arabic language name the switchers show, in both weights', () => {
    expect(ranges).toHaveLength(2);
    for (const range of ranges) {
      for (const letter of LANGUAGE_NAMES.ar) expect(range.has(letter.codePointAt(0) ?? 0)).toBe(true);
    }
  });

  it('are used by the language choices only, with Inter first and not the whole Arabic face', () => {
    const stack = /font-family:([^;]+);/.exec(
      faces.slice(faces.lastIndexOf('}', faces.lastIndexOf('font-family'))),
    )?.[1];
    expect(stack?.replace(/\s+/g, ' ').trim()).toBe(
      "Inter, 'Noto Sans Arabic Endonym', system-ui, -apple-system, 'Segoe UI', sans-serif",
    );
  });
});
