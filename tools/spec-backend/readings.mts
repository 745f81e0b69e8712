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
 * | learning and school lists (shapes not shown)      | Django REST framework pages `{ count, next, previous, results }` | bare arrays       |
 * | their references to other entities (not shown)    | flat `subject_id` / `subject_name` fields    | nested `subject: { id, name }` objects |
 * | their decimals (exam and control grades, scores)  | numbers                                     | decimal strings (`"16.50"`)            |
 * | a challenge's subject (a name, not shown)         | the name, or null                           | `{ id, name }`, or null                |
 * | learning and school writes (answers not shown)    | `{ success: true }` only                    | `{ success: true, ...what was written }` |
 * | a refused learning login (§3 `error` field)       | 400 `{ error, detail }`                     | 200 `{ success: false, error, detail }` |
 * | learning login (§3 "Login response")              | `{ access_token, user }`, the user with the §3 login fields only | the user also with the session user's `has_children`, `current_level` |
 */
export const READINGS = ['literal', 'alternative'] as const;

export type Reading = (typeof READINGS)[number];

/** The value of an open shape in `reading`. */
export function read<L, A>(reading: Reading, choices: { literal: L; alternative: A }): L | A {
  return choices[reading];
}
