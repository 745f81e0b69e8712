/**
 * Names made distinct for accessible labels: a name that appears more than once in the list gets
 * its rank among its namesakes, `Cahier 96 pages (2)`, so each stepper of a list where the same
 * article comes back (a notebook per subject) has its own name for screen-reader users.
 *
 * @example distinctNames(['Cahier', 'Stylo', 'Cahier']) // ['Cahier (1)', 'Stylo', 'Cahier (2)']
 */
export function distinctNames(names: readonly string[]): string[] {
  const totals = new Map<string, number>();
  for (const name of names) totals.set(name, (totals.get(name) ?? 0) + 1);
  const seen = new Map<string, number>();
  return names.map((name) => {
    if ((totals.get(name) ?? 0) < 2) return name;
    const rank = (seen.get(name) ?? 0) + 1;
    seen.set(name, rank);
    return `${name} (${rank})`;
  });
}
