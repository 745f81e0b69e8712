import type { RequestHandler } from 'msw';

/** School-management handlers of the fake backend (filled by the learning data work). */
export const schoolHandlers: RequestHandler[] = [];
