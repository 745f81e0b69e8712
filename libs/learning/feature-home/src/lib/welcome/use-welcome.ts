import { selectLearningRole, selectSessionUser, useAppSelector } from '@kk/session';
import type { SessionUser } from '@kk/domain';
import { WELCOME_CONTENT, type AdultRole, type WelcomeContent } from './welcome-areas';

/** What {@link useWelcome} returns. */
export interface UseWelcomeResult {
  /** The signed-in user, or null. */
  user: SessionUser | null;
  /** The name the page greets (first name, else the display name, else the username). */
  greetingName: string;
  /** What the home of `role` says. */
  content: WelcomeContent;
  /** True when the signed-in user's role is the home's (the route guard makes it so). */
  isOwnHome: boolean;
}

/**
 * The view model of an adult's home (`/parent`, `/professeur`, `/ecole`): who is greeted and the
 * areas the role will find there.
 */
export function useWelcome(role: AdultRole): UseWelcomeResult {
  const user = useAppSelector(selectSessionUser);
  const current = useAppSelector(selectLearningRole);
  return {
    user,
    greetingName: user ? user.firstName || user.name || user.profile.username : '',
    content: WELCOME_CONTENT[role],
    isOwnHome: user !== null && current === role,
  };
}
