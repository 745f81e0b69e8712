/**
 * Compact JSON for the persisted store: a list of flat objects that all have the same keys
 * (supply lines, pack lines, ...) is written as `{ "$cols": [...keys], "$rows": [[...values]] }`,
 * which roughly halves the size of the demo data in localStorage. Anything else is plain JSON.
 *
 * Both ways walk the value in plain code around a plain `JSON.stringify`/`JSON.parse`, without a
 * replacer or reviver (a function called back for every value of the 1.2 MB store made them 3–4
 * times slower: issue 19, the demo page parses the store on every load and writes it on every write).
 */

type Primitive = string | number | boolean | null;
type Json = Primitive | Json[] | { [key: string]: Json };

function isFlatRecord(value: unknown): value is Record<string, Primitive> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== null && typeof v === 'object') return false;
  }
  return true;
}

function sameKeys(rows: Record<string, Primitive>[]): string[] | null {
  const keys = Object.keys(rows[0]);
  for (const row of rows) {
    const own = Object.keys(row);
    if (own.length !== keys.length || own.some((key, i) => key !== keys[i])) return null;
  }
  return keys;
}

/** The value with its uniform lists of flat objects packed as columns (JSON's own rules otherwise). */
function pack(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  if (Array.isArray(value)) {
    if (value.length > 1 && value.every(isFlatRecord)) {
      const rows = value as Record<string, Primitive>[];
      const cols = sameKeys(rows);
      if (cols) return { $cols: cols, $rows: rows.map((r) => cols.map((c) => r[c])) };
    }
    return value.map(pack);
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = pack((value as Record<string, unknown>)[key]);
  return out;
}

/** Serialises a value, packing uniform lists of flat objects. */
export function stringifyCompact(value: unknown): string {
  return JSON.stringify(pack(value));
}

/** Unpacks the columns of a freshly parsed value, in place. */
function unpack(value: Json): Json {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = unpack(value[i]);
    return value;
  }
  const { $cols, $rows } = value as { $cols?: string[]; $rows?: Primitive[][] };
  if (Array.isArray($cols) && Array.isArray($rows)) {
    return $rows.map((row) => {
      const record: Record<string, Primitive> = {};
      for (let i = 0; i < $cols.length; i++) record[$cols[i]] = row[i];
      return record;
    });
  }
  for (const key in value) value[key] = unpack(value[key]);
  return value;
}

/** Parses what {@link stringifyCompact} wrote (plain JSON parses too). */
export function parseCompact(text: string): unknown {
  return unpack(JSON.parse(text) as Json);
}
