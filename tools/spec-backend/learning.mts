/** Learning-platform calls (§7, calls 31–60). */
import type { Route } from './routes.mts';

export const learningRoutes: Route[] = [];
