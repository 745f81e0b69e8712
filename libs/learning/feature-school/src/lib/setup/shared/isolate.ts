/**
 * A value isolated inside a translated sentence (FSI … PDI), so a Latin name or a year such as
 * "2026-2027" keeps its direction and its place in Arabic text (where a `<bdi>` cannot go: a
 * string prop, an interpolation).
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
