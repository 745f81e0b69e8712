/** The parents' space addresses (the contract's routes: docs/learning-app.md). */
export const PARENT_HOME = '/parent';
/** "Gérer mes enfants" (the accounts area). */
export const CHILDREN_PATH = '/parent/enfants';
/** Register a child (the accounts area). */
export const NEW_CHILD_PATH = '/parent/enfants/nouveau';
/** The notification centre (the alerts area). */
export const ALERTS_PATH = '/parent/alertes';

/** A child's pages: this area's, and the accounts area's `modifier` (link to a school by Code Massar). */
export type ChildPage = 'devoirs' | 'notes' | 'absences' | 'progres' | 'semaine' | 'modifier';

/** The address of one of a child's pages. */
export function childPath(childId: number, page: ChildPage): string {
  return `${CHILDREN_PATH}/${childId}/${page}`;
}
