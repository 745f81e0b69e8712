import type { RequestHandler } from 'msw';
import { accountHandlers } from './account.handlers';
import { alertHandlers } from './alerts.handlers';
import { challengeHandlers } from './challenges.handlers';
import { examPlayerHandlers } from './exam-player.handlers';
import { progressHandlers } from './progress.handlers';
import { socialHandlers } from './social.handlers';

/** Learning-platform handlers of the fake backend (calls 31–60, the named learning calls and the assumed player calls). */
export const learningHandlers: RequestHandler[] = [
  ...accountHandlers,
  ...progressHandlers,
  ...challengeHandlers,
  ...socialHandlers,
  ...examPlayerHandlers,
  ...alertHandlers,
];
