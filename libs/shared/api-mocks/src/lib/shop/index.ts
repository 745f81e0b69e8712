import type { RequestHandler } from 'msw';
import { accountHandlers } from './account.handlers';
import { articlesHandlers } from './articles.handlers';
import { demandesHandlers } from './demandes.handlers';
import { occasionsHandlers } from './occasions.handlers';
import { ordersHandlers } from './orders.handlers';
import { schoolsHandlers } from './schools.handlers';
import { uploadsHandlers } from './uploads.handlers';

export { AUTO_ANSWER_DELAY_MS, answerPendingDemandes, simulateLibraryAnswers } from './library-answers';
export { SHOP_LOGIN_MESSAGES } from './account.handlers';
export type * from './types';

/** Every handler of the shop backend (calls 1–30 of api-calls.json). */
export const shopHandlers: RequestHandler[] = [
  ...schoolsHandlers,
  ...occasionsHandlers,
  ...articlesHandlers,
  ...accountHandlers,
  ...ordersHandlers,
  ...demandesHandlers,
  ...uploadsHandlers,
];
