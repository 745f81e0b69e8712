import type { ReactNode } from 'react';
import { ChatIcon, HomeIcon, UserIcon } from '@kk/ui-kit';
import type { TranslationKey } from '@kk/i18n';

/** One section of the learning app, as the navigation lists it. */
export interface LearningNavItem {
  /** Path of the section. */
  to: string;
  /** Full translation key of its name. */
  labelKey: TranslationKey;
  /** Decorative icon. */
  icon: ReactNode;
  /** Active only on this exact path (the dashboard at `/` would otherwise match every page). */
  end: boolean;
}

/** The sections built so far (see docs/learning-app.md): dashboard, friends, profile. */
export const LEARNING_NAV_ITEMS: readonly LearningNavItem[] = [
  { to: '/', labelKey: 'learning-layout:nav.home', icon: <HomeIcon />, end: true },
  { to: '/amis', labelKey: 'learning-layout:nav.friends', icon: <ChatIcon />, end: false },
  { to: '/profil', labelKey: 'learning-layout:nav.profile', icon: <UserIcon />, end: false },
];
