import { useLocation } from 'react-router-dom';

/**
 * Shows where the router is (path and query) so a test can see where a navigation went
 * (`getByRole('status', { name: 'current path' })`), and the router state as JSON in `data-state`
 * (what a screen passed along to the next one).
 */
export function CurrentPath() {
  const { pathname, search, state } = useLocation();
  return (
    <output aria-label="current path" data-state={state === null || state === undefined ? '' : JSON.stringify(state)}>
      {pathname + search}
    </output>
  );
}
