/**
 * Compact JSON for the persisted store: a list of flat objects that all have the same keys
 * (supply lines, pack lines, ...) is written as `{ "$cols": [...keys], "$rows": [[...values]] }`,
 * which roughly halves the size of the demo data in localStorage. Anything else is plain JSON.
 */

type Primitive = string | number | boolean | null;

function isFlatRecord(value: unknown): value is Record<string, Primitive> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((v) => v === null || typeof v !== 'object');
}

function sameKeys(rows: Record<string, Primitive>[]): string[] | null {
  const keys = Object.keys(rows[0]);
  const signature = keys.join('\u0000');
  return rows.every((r) => Object.keys(r).join('\u0000') === signature) ? keys : null;
}

/** Serialises a value, packing uniform lists of flat objects. */
export function stringifyCompact(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (Array.isArray(v) && v.length > 1 && v.every(isFlatRecord)) {
      const rows = v as Record<string, Primitive>[];
      const cols = sameKeys(rows);
      if (cols) return { $cols: cols, $rows: rows.map((r) => cols.map((c) => r[c])) };
    }
    return v;
  });
}

/** Parses what {@link stringifyCompact} wrote (plain JSON parses too). */
export function parseCompact(text: string): unknown {
  return JSON.parse(text, (_key, v: unknown) => {
    if (typeof v === 'object' && v !== null && '$cols' in v && '$rows' in v) {
      const { $cols, $rows } = v as { $cols: string[]; $rows: Primitive[][] };
      return $rows.map((row) => Object.fromEntries($cols.map((c, i) => [c, row[i]])));
    }
    return v;
  });
}
