import type { LearningRole } from '@kk/domain';

/** The paths the session sends users to (§2, §4). */
export const SESSION_ROUTES = {
  /** Sign-in page. */
  login: '/connexion',
  /** Home. */
  home: '/',
  /** Where an admin (`ad`) lands after login. */
  adminDashboard: '/admin/dashboard',
  /** Where a library (`li`) lands after login. */
  libraryDemandes: '/library/demandes',
  /** Where the user goes once a pending second-hand listing is sent. */
  occasion: '/occasion',
} as const;

/**
 * Each learning role's home (docs/learning-app.md): where it lands after sign-in, and where a role
 * guard (`RequireRole`) sends a user who opens another role's page. The student's is the dashboard.
 */
export const LEARNING_HOMES = {
  student: '/',
  parent: '/parent',
  professor: '/professeur',
  school_admin: '/ecole',
} as const satisfies Record<LearningRole, string>;
