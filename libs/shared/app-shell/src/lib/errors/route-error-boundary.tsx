import { useEffect } from 'react';
import { Navigate, useLocation, useRouteError } from 'react-router-dom';

/** Path of the error screen (§2). */
export const ERROR_PAGE_PATH = '/ErrorPage';

/**
 * `errorElement` of the root route: a rendering crash (or a loader error) is logged and the user
 * is sent to `/ErrorPage` (§2, §8). If the error page itself crashes, nothing more is attempted.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  useEffect(() => {
    console.error('Rendering crash, sending the user to the error screen.', error);
  }, [error]);
  if (location.pathname === ERROR_PAGE_PATH) return null;
  return <Navigate to={ERROR_PAGE_PATH} replace />;
}
