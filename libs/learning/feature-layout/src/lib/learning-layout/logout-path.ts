/** Path of the logout route (a route, so no guard sees the session end on a protected page). */
export const LOGOUT_PATH = '/deconnexion';
