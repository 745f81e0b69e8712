import type { RequestHandler } from 'msw';

/** Learning-platform handlers of the fake backend (filled by the learning data work). */
export const learningHandlers: RequestHandler[] = [];
