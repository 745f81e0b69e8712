/**
 * The readings of the contract's open shapes. Each space answers every open shape in one reading,
 * and the journeys run once per reading.
 *
 * | shape (spec)                                      | `literal`                                   | `alternative`                          |
 * | ------------------------------------------------- | ------------------------------------------- | -------------------------------------- |
 * | shop login (§3 "Login response", §7 "payload.success and session user") | `{ success, access_token, user }` | `{ success, ...session user }` (flat, token included) |
 * | `school.levels` (§3 School, Level)                | Level objects `{ level_id, name, group_id, subjects_ids }` | level ids                    |
 * | `school.level_groups` (§3 "list of group ids")    | group ids                                   | `{ id, name }` objects                 |
 * | cart order `status` (never defined for a cart)    | absent                                      | `null`                                 |
 * | quote `level`, quote article `subject`            | `{ name }` objects                          | names                                  |
 * | book `level (name)`, `subject (name)` (§3)        | `{ name }` objects                          | names                                  |
 * | a write's answer (shapes not shown)               | `{ success: true }` only                    | the created object in an envelope      |
 * | learning lists (shapes not shown)                 | paginated `{ count, next, previous, results }` | bare arrays                          |
 */
export const READINGS = ['literal', 'alternative'] as const;

export type Reading = (typeof READINGS)[number];

/** The value of an open shape in `reading`. */
export function read<L, A>(reading: Reading, choices: { literal: L; alternative: A }): L | A {
  return choices[reading];
}
