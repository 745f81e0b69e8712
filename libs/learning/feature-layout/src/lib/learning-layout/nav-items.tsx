import type { ReactNode } from 'react';
import type { LearningRole } from '@kk/domain';
import { BookIcon, CalendarIcon, ChatIcon, HomeIcon, ListIcon, NewsIcon, StarIcon, UserIcon } from '@kk/ui-kit';
import type { TranslationKey } from '@kk/i18n';
import { LEARNING_HOMES } from '@kk/session';

/** The sections of the learning app; a route names its own in `handle.footerTab`. */
export type LearningNavId =
  | 'home'
  | 'courses'
  | 'challenges'
  | 'friends'
  | 'students'
  | 'timetable'
  | 'grades'
  | 'profile';

/** One section of the learning app, as the navigation lists it. */
export interface LearningNavItem {
  /** Id a route's `handle.footerTab` gives to mark this section current. */
  id: LearningNavId;
  /** Path of the section. */
  href: string;
  /** The section's path for a role whose pages of it live elsewhere (the professor's under `/professeur`). */
  hrefs?: Partial<Record<LearningRole, string>>;
  /** Full translation key of its name. */
  labelKey: TranslationKey;
  /** Decorative icon. */
  icon: ReactNode;
  /** The roles that have this section (the route guards keep the others out of its pages). */
  roles: readonly LearningRole[];
}

const EVERY_ROLE: readonly LearningRole[] = ['student', 'parent', 'professor', 'school_admin'];

/** A section of the school's staff: the administrator's page under `/ecole`, the professor's under `/professeur`. */
function staffSection(id: 'timetable' | 'grades', path: string, icon: ReactNode): LearningNavItem {
  return {
    id,
    href: `/ecole/${path}`,
    hrefs: { professor: `/professeur/${path}` },
    labelKey: `learning-layout:nav.${id}`,
    icon,
    roles: ['school_admin', 'professor'],
  };
}

/**
 * The sections (see docs/learning-app.md): the home (the student's dashboard `/`, an adult's own
 * home), courses, challenges and friends (students only), the school's students (administrators),
 * the timetable and the grades (administrators and professors, each under their own home's path),
 * profile. The home's `href` here is the student's; {@link learningNavItems} gives each role its own.
 */
export const LEARNING_NAV_ITEMS: readonly LearningNavItem[] = [
  { id: 'home', href: '/', labelKey: 'learning-layout:nav.home', icon: <HomeIcon />, roles: EVERY_ROLE },
  { id: 'courses', href: '/cours', labelKey: 'learning-layout:nav.courses', icon: <BookIcon />, roles: ['student'] },
  {
    id: 'challenges',
    href: '/defis',
    labelKey: 'learning-layout:nav.challenges',
    icon: <StarIcon />,
    roles: ['student'],
  },
  { id: 'friends', href: '/amis', labelKey: 'learning-layout:nav.friends', icon: <ChatIcon />, roles: ['student'] },
  {
    id: 'students',
    href: '/ecole/eleves',
    labelKey: 'learning-layout:nav.students',
    icon: <ListIcon />,
    roles: ['school_admin'],
  },
  staffSection('timetable', 'emploi-du-temps', <CalendarIcon />),
  staffSection('grades', 'notes', <NewsIcon />),
  { id: 'profile', href: '/profil', labelKey: 'learning-layout:nav.profile', icon: <UserIcon />, roles: EVERY_ROLE },
];

/** The sections of `role`, each pointing at that role's page (the home at `LEARNING_HOMES`). */
export function learningNavItems(role: LearningRole): LearningNavItem[] {
  return LEARNING_NAV_ITEMS.filter((item) => item.roles.includes(role)).map((item) => ({
    ...item,
    href: item.id === 'home' ? LEARNING_HOMES[role] : (item.hrefs?.[role] ?? item.href),
  }));
}
