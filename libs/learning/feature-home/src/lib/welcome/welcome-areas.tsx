import type { ReactNode } from 'react';
import type { LearningRole } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import {
  BookIcon,
  CalendarIcon,
  ChatIcon,
  CheckIcon,
  GridIcon,
  HomeIcon,
  NewsIcon,
  StarIcon,
  UserIcon,
} from '@kk/ui-kit';

/** The adults' roles: each has a home of its own until its area is built (issues 15 and 16). */
export type AdultRole = Exclude<LearningRole, 'student'>;

/** One area an adult will find on their home: its name, what it holds, a decorative icon. */
export interface WelcomeArea {
  /** Stable id (test ids, React keys). */
  id: string;
  /** Full translation key of its name. */
  titleKey: TranslationKey;
  /** Full translation key of the sentence saying what it holds. */
  textKey: TranslationKey;
  /** Decorative icon. */
  icon: ReactNode;
}

/** What an adult's home says: its title, its introduction and the areas to come. */
export interface WelcomeContent {
  /** The page title (with `{{name}}`). */
  titleKey: TranslationKey;
  /** The sentence under the title. */
  introKey: TranslationKey;
  /** The areas the role will find here. */
  areas: readonly WelcomeArea[];
}

/** Each adult role's home: a parent follows their children, a professor their classes, an administrator their school. */
export const WELCOME_CONTENT: Record<AdultRole, WelcomeContent> = {
  parent: {
    titleKey: 'learning-home:welcome.parent.title',
    introKey: 'learning-home:welcome.parent.intro',
    areas: [
      {
        id: 'children',
        titleKey: 'learning-home:welcome.parent.children.title',
        textKey: 'learning-home:welcome.parent.children.text',
        icon: <UserIcon />,
      },
      {
        id: 'homework',
        titleKey: 'learning-home:welcome.parent.homework.title',
        textKey: 'learning-home:welcome.parent.homework.text',
        icon: <BookIcon />,
      },
      {
        id: 'grades',
        titleKey: 'learning-home:welcome.parent.grades.title',
        textKey: 'learning-home:welcome.parent.grades.text',
        icon: <StarIcon />,
      },
      {
        id: 'absences',
        titleKey: 'learning-home:welcome.parent.absences.title',
        textKey: 'learning-home:welcome.parent.absences.text',
        icon: <CalendarIcon />,
      },
      {
        id: 'messages',
        titleKey: 'learning-home:welcome.parent.messages.title',
        textKey: 'learning-home:welcome.parent.messages.text',
        icon: <ChatIcon />,
      },
    ],
  },
  professor: {
    titleKey: 'learning-home:welcome.professor.title',
    introKey: 'learning-home:welcome.professor.intro',
    areas: [
      {
        id: 'classes',
        titleKey: 'learning-home:welcome.professor.classes.title',
        textKey: 'learning-home:welcome.professor.classes.text',
        icon: <GridIcon />,
      },
      {
        id: 'rollCall',
        titleKey: 'learning-home:welcome.professor.rollCall.title',
        textKey: 'learning-home:welcome.professor.rollCall.text',
        icon: <CheckIcon />,
      },
      {
        id: 'grades',
        titleKey: 'learning-home:welcome.professor.grades.title',
        textKey: 'learning-home:welcome.professor.grades.text',
        icon: <StarIcon />,
      },
      {
        id: 'textbook',
        titleKey: 'learning-home:welcome.professor.textbook.title',
        textKey: 'learning-home:welcome.professor.textbook.text',
        icon: <BookIcon />,
      },
      {
        id: 'timetable',
        titleKey: 'learning-home:welcome.professor.timetable.title',
        textKey: 'learning-home:welcome.professor.timetable.text',
        icon: <CalendarIcon />,
      },
    ],
  },
  school_admin: {
    titleKey: 'learning-home:welcome.schoolAdmin.title',
    introKey: 'learning-home:welcome.schoolAdmin.intro',
    areas: [
      {
        id: 'setup',
        titleKey: 'learning-home:welcome.schoolAdmin.setup.title',
        textKey: 'learning-home:welcome.schoolAdmin.setup.text',
        icon: <HomeIcon />,
      },
      {
        id: 'timetable',
        titleKey: 'learning-home:welcome.schoolAdmin.timetable.title',
        textKey: 'learning-home:welcome.schoolAdmin.timetable.text',
        icon: <CalendarIcon />,
      },
      {
        id: 'students',
        titleKey: 'learning-home:welcome.schoolAdmin.students.title',
        textKey: 'learning-home:welcome.schoolAdmin.students.text',
        icon: <UserIcon />,
      },
      {
        id: 'reportCards',
        titleKey: 'learning-home:welcome.schoolAdmin.reportCards.title',
        textKey: 'learning-home:welcome.schoolAdmin.reportCards.text',
        icon: <NewsIcon />,
      },
    ],
  },
};
