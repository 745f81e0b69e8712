import { AppRoot } from '@kk/app-shell';
import { AppRoutes } from './routes';

/** The learning app: providers and router around its routes. Everything else lives in the feature libs. */
export function App() {
  return (
    <AppRoot>
      <AppRoutes />
    </AppRoot>
  );
}
