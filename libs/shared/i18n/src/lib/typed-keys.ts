/**
 * Typed translation keys: i18next checks every `t('key')` against the French tables (the reference
 * language), so a missing or misspelt key fails typecheck. Keys are written as `t('key')` in the
 * namespace given to `useTranslation(ns)`, or in full as `t('ns:key')`. A key chosen at run time is
 * looked up in a map typed `Record<X, TranslationKey>` (see translation-key.ts).
 *
 * Adding a namespace: its JSON in the three language folders, and one line here.
 */
import type common from '../locales/fr/common.json';
import type errors from '../locales/fr/errors.json';
import type learningAlerts from '../locales/fr/learning-alerts.json';
import type learningAuth from '../locales/fr/learning-auth.json';
import type learningChallenges from '../locales/fr/learning-challenges.json';
import type learningChildren from '../locales/fr/learning-children.json';
import type learningCourses from '../locales/fr/learning-courses.json';
import type learningExams from '../locales/fr/learning-exams.json';
import type learningHome from '../locales/fr/learning-home.json';
import type learningLayout from '../locales/fr/learning-layout.json';
import type learningParents from '../locales/fr/learning-parents.json';
import type learningAttendance from '../locales/fr/learning-attendance.json';
import type learningGrades from '../locales/fr/learning-grades.json';
import type learningSchool from '../locales/fr/learning-school.json';
import type learningStudents from '../locales/fr/learning-students.json';
import type learningTeaching from '../locales/fr/learning-teaching.json';
import type learningTimetable from '../locales/fr/learning-timetable.json';
import type shopAccount from '../locales/fr/shop-account.json';
import type shopAdmin from '../locales/fr/shop-admin.json';
import type shopAuth from '../locales/fr/shop-auth.json';
import type shopCart from '../locales/fr/shop-cart.json';
import type shopSupplies from '../locales/fr/shop-supplies.json';
import type shopCommon from '../locales/fr/shop-common.json';
import type shopLayout from '../locales/fr/shop-layout.json';
import type shopLibrary from '../locales/fr/shop-library.json';
import type shopOccasion from '../locales/fr/shop-occasion.json';
import type shopOrders from '../locales/fr/shop-orders.json';
import type shopQuotes from '../locales/fr/shop-quotes.json';
import type shopSchools from '../locales/fr/shop-schools.json';
import type validation from '../locales/fr/validation.json';

/** The French tables by namespace: the shape of every language's tables. */
export interface TranslationResources {
  common: typeof common;
  errors: typeof errors;
  'learning-alerts': typeof learningAlerts;
  'learning-auth': typeof learningAuth;
  'learning-challenges': typeof learningChallenges;
  'learning-children': typeof learningChildren;
  'learning-courses': typeof learningCourses;
  'learning-exams': typeof learningExams;
  'learning-home': typeof learningHome;
  'learning-layout': typeof learningLayout;
  'learning-parents': typeof learningParents;
  'learning-attendance': typeof learningAttendance;
  'learning-grades': typeof learningGrades;
  'learning-school': typeof learningSchool;
  'learning-students': typeof learningStudents;
  'learning-teaching': typeof learningTeaching;
  'learning-timetable': typeof learningTimetable;
  'shop-account': typeof shopAccount;
  'shop-admin': typeof shopAdmin;
  'shop-auth': typeof shopAuth;
  'shop-cart': typeof shopCart;
  'shop-supplies': typeof shopSupplies;
  'shop-common': typeof shopCommon;
  'shop-layout': typeof shopLayout;
  'shop-library': typeof shopLibrary;
  'shop-occasion': typeof shopOccasion;
  'shop-orders': typeof shopOrders;
  'shop-quotes': typeof shopQuotes;
  'shop-schools': typeof shopSchools;
  validation: typeof validation;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: TranslationResources;
  }
}
