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
