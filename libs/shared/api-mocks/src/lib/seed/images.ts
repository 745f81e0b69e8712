/**
 * Small inline SVG pictures (data URLs) for the seed: school logos, book covers, article
 * pictures, profile photos. No network images, so demo mode and screenshots work offline.
 */
import { hashSeed } from '../core/rng';

/** Background colours of generated pictures. */
const PALETTE = [
  '#1e6fd9',
  '#0f9d58',
  '#e8710a',
  '#c5221f',
  '#8e24aa',
  '#00838f',
  '#5d4037',
  '#3949ab',
  '#ad1457',
  '#2e7d32',
];

function colourOf(key: string): string {
  return PALETTE[hashSeed(key) % PALETTE.length];
}

/** Escapes text placed inside SVG markup. */
function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Encodes an SVG document as a data URL. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Up to two initials of a name, skipping generic words ("Groupe Scolaire Al Amal" → "AA"). */
export function initialsOf(name: string): string {
  const skip = new Set([
    'groupe',
    'scolaire',
    'école',
    'ecole',
    'lycée',
    'lycee',
    'collège',
    'college',
    'la',
    'le',
    'les',
    'de',
    'des',
    'du',
    'librairie',
    'privée',
    'privé',
  ]);
  const words = name.split(/[\s'-]+/).filter((w) => w && !skip.has(w.toLowerCase()));
  const letters = (words.length ? words : name.split(/\s+/)).slice(0, 2).map((w) => w[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** A round logo with coloured initials (schools, libraries). */
export function initialsLogo(name: string): string {
  const colour = colourOf(name);
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="46" fill="${colour}"/><text x="48" y="58" font-family="Arial" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${xml(initialsOf(name))}</text></svg>`,
  );
}

/** A profile photo placeholder: initials on a coloured square. */
export function profilePhoto(firstName: string, lastName: string): string {
  const colour = colourOf(`${firstName} ${lastName}`);
  const initials = `${firstName[0] ?? ''}${lastName[0] ?? ''}`.toUpperCase();
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80"><rect width="80" height="80" rx="40" fill="${colour}"/><text x="40" y="50" font-family="Arial,sans-serif" font-size="28" fill="#fff" text-anchor="middle">${xml(initials)}</text></svg>`,
  );
}

/** Wraps a title on two lines of about `width` characters. */
function twoLines(title: string, width: number): [string, string] {
  const words = title.split(' ');
  let first = '';
  let i = 0;
  while (i < words.length && (first + ' ' + words[i]).trim().length <= width) {
    first = (first + ' ' + words[i]).trim();
    i++;
  }
  const rest = words.slice(i).join(' ');
  return [first || title.slice(0, width), rest.length > width ? `${rest.slice(0, width - 1)}…` : rest];
}

/** A white bar of about `chars` characters' width, centred at `y` (a line of a cover's text). */
function textBar(chars: number, y: number, height: number, opacity: number): string {
  const width = Math.max(16, Math.min(92, chars * 5));
  return `<rect x="${60 - width / 2}" y="${y}" width="${width}" height="${height}" rx="2" fill="#fff" fill-opacity="${opacity}"/>`;
}

/**
 * A book cover: coloured background, a frame, and bars as long as its title's two lines and its
 * author's name. Bars and not text: Chromium lays out and paints an SVG picture's text on the page's
 * main thread, every cover drawn (the first screen of the demo `/occasion`: 34 ms of a 50 ms paint
 * on this machine, four times that on the phone Lighthouse simulates; docs/performance.md, "The
 * stored lists read once a page"). The card beside the cover carries the title and the author.
 * `variant` changes the colour (back cover).
 */
export function bookCover(title: string, author: string, variant = 0): string {
  const colour = colourOf(`${title}#${variant}`);
  const [l1, l2] = twoLines(title, 16);
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="170" viewBox="0 0 120 170"><rect width="120" height="170" rx="4" fill="${colour}"/><rect x="8" y="8" width="104" height="154" fill="none" stroke="#fff" stroke-opacity=".6"/>${textBar(l1.length, 52, 9, 1)}${l2 ? textBar(l2.length, 68, 9, 1) : ''}${textBar(author.length, 134, 6, 0.7)}</svg>`,
  );
}

/** Simple shapes standing for each kind of article. */
const ARTICLE_SHAPES: Record<string, string> = {
  cahier:
    '<rect x="22" y="14" width="52" height="68" rx="3" fill="COL"/><rect x="22" y="14" width="8" height="68" fill="#000" fill-opacity=".2"/><rect x="36" y="30" width="30" height="10" rx="2" fill="#fff"/>',
  stylo: '<rect x="44" y="10" width="8" height="66" rx="3" fill="COL"/><path d="M44 76h8l-4 12z" fill="#333"/>',
  crayon:
    '<rect x="44" y="10" width="8" height="62" fill="COL"/><path d="M44 72h8l-4 14z" fill="#f5d0a9"/><path d="M46.5 81h3l-1.5 5z" fill="#333"/>',
  regle:
    '<rect x="10" y="40" width="76" height="16" rx="2" fill="COL"/><path d="M18 40v6M26 40v9M34 40v6M42 40v9M50 40v6M58 40v9M66 40v6M74 40v9" stroke="#fff"/>',
  trousse:
    '<rect x="14" y="32" width="68" height="34" rx="14" fill="COL"/><path d="M22 40h52" stroke="#fff" stroke-width="2"/>',
  livre:
    '<rect x="20" y="12" width="56" height="72" rx="3" fill="COL"/><rect x="28" y="26" width="40" height="6" fill="#fff"/><rect x="28" y="38" width="30" height="4" fill="#fff" fill-opacity=".7"/>',
  classeur:
    '<rect x="20" y="12" width="56" height="72" rx="3" fill="COL"/><circle cx="30" cy="30" r="3" fill="#fff"/><circle cx="30" cy="48" r="3" fill="#fff"/><circle cx="30" cy="66" r="3" fill="#fff"/>',
  geometrie:
    '<path d="M16 80L80 80L16 16z" fill="none" stroke="COL" stroke-width="6"/><circle cx="66" cy="30" r="14" fill="none" stroke="COL" stroke-width="4"/>',
  couleurs:
    '<rect x="18" y="20" width="10" height="56" fill="#c5221f"/><rect x="32" y="20" width="10" height="56" fill="#f9ab00"/><rect x="46" y="20" width="10" height="56" fill="#0f9d58"/><rect x="60" y="20" width="10" height="56" fill="COL"/>',
  autre: '<rect x="20" y="20" width="56" height="56" rx="8" fill="COL"/>',
};

/** A picture for an article of the given kind (see ARTICLE_KINDS in the shop seed). */
export function articlePicture(kind: string, key: string): string {
  const shape = (ARTICLE_SHAPES[kind] ?? ARTICLE_SHAPES['autre']).replace(/COL/g, colourOf(key));
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="#f4f6f8"/>${shape}</svg>`,
  );
}
