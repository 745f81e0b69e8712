import type { ReactNode } from 'react';
import { BookIcon, ChatIcon, HomeIcon, UserIcon } from '@kk/ui-kit';
import type { TranslationKey } from '@kk/i18n';

/** The sections of the learning app; a route names its own in `handle.footerTab`. */
export type LearningNavId = 'home' | 'courses' | 'friends' | 'profile';

/** One section of the learning app, as the navigation lists it. */
export interface LearningNavItem {
  /** Id a route's `handle.footerTab` gives to mark this section current. */
  id: LearningNavId;
  /** Path of the section. */
  href: string;
  /** Full translation key of its name. */
  labelKey: TranslationKey;
  /** Decorative icon. */
  icon: ReactNode;
  /** Shown to students only (their own learning). @default false */
  studentsOnly?: boolean;
}

/** The sections built so far (see docs/learning-app.md): dashboard, courses (students), friends, profile. */
export const LEARNING_NAV_ITEMS: readonly LearningNavItem[] = [
  { id: 'home', href: '/', labelKey: 'learning-layout:nav.home', icon: <HomeIcon /> },
  { id: 'courses', href: '/cours', labelKey: 'learning-layout:nav.courses', icon: <BookIcon />, studentsOnly: true },
  { id: 'friends', href: '/amis', labelKey: 'learning-layout:nav.friends', icon: <ChatIcon /> },
  { id: 'profile', href: '/profil', labelKey: 'learning-layout:nav.profile', icon: <UserIcon /> },
];
