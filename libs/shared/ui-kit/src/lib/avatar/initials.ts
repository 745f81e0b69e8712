/**
 * Initials of a name: the first letter of the first and of the last word, upper-cased for Latin
 * scripts ("amina benali" → "AB", "أمينة بنعلي" → "أب", "Karim" → "K").
 */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return '';
  }
  const first = Array.from(words[0])[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** A stable index in `count` colours for a name, so a person keeps the same colour everywhere. */
export function colorIndex(name: string, count: number): number {
  let hash = 0;
  for (const char of name) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 2_147_483_647;
  }
  return hash % count;
}
