import type { EventKind, LevelGroupKind } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import type { SetupStep } from '../admin-home/use-admin-home';
import type { InstallStep } from '../installation/use-installation';

/** The names of the level groups (cycles). */
export const LEVEL_GROUP_LABELS: Readonly<Record<LevelGroupKind, TranslationKey>> = {
  primaire: 'learning-school:levels.groups.primaire',
  college: 'learning-school:levels.groups.college',
  lycee: 'learning-school:levels.groups.lycee',
};

/** The names of the kinds of event. */
export const EVENT_KIND_LABELS: Readonly<Record<EventKind, TranslationKey>> = {
  meeting: 'learning-school:calendar.kinds.meeting',
  outing: 'learning-school:calendar.kinds.outing',
  ceremony: 'learning-school:calendar.kinds.ceremony',
  exam: 'learning-school:calendar.kinds.exam',
  other: 'learning-school:calendar.kinds.other',
};

/** The names of the setup checklist's steps. */
export const SETUP_STEP_LABELS: Readonly<Record<SetupStep, TranslationKey>> = {
  years: 'learning-school:home.steps.years',
  levels: 'learning-school:home.steps.levels',
  classes: 'learning-school:home.steps.classes',
  subjects: 'learning-school:home.steps.subjects',
  rooms: 'learning-school:home.steps.rooms',
  holidays: 'learning-school:home.steps.holidays',
  students: 'learning-school:home.steps.students',
};

/** The names of the guided first run's steps. */
export const INSTALL_STEP_LABELS: Readonly<Record<InstallStep, TranslationKey>> = {
  school: 'learning-school:install.steps.school',
  years: 'learning-school:install.steps.years',
  levels: 'learning-school:install.steps.levels',
  classes: 'learning-school:install.steps.classes',
  subjects: 'learning-school:install.steps.subjects',
  rooms: 'learning-school:install.steps.rooms',
  calendar: 'learning-school:install.steps.calendar',
  students: 'learning-school:install.steps.students',
};

/** The names of the home's shortcuts. */
export const SHORTCUT_LABELS: Readonly<
  Record<
    'students' | 'timetable' | 'absences' | 'statistics' | 'grades' | 'reportCards' | 'textbook' | 'settings',
    TranslationKey
  >
> = {
  students: 'learning-school:home.shortcuts.students',
  timetable: 'learning-school:home.shortcuts.timetable',
  absences: 'learning-school:home.shortcuts.absences',
  statistics: 'learning-school:home.shortcuts.statistics',
  grades: 'learning-school:home.shortcuts.grades',
  reportCards: 'learning-school:home.shortcuts.reportCards',
  textbook: 'learning-school:home.shortcuts.textbook',
  settings: 'learning-school:home.shortcuts.settings',
};
