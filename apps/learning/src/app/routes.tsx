import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage, lazyPage, RouteBoundaries } from '@kk/app-shell';
import { LearningLayout, LearningRoutes, LogoutPage, type LearningRouteHandle } from '@kk/learning-feature-layout';
import { RedirectIfLoggedIn, RequireAuth, RequireRole } from '@kk/session';

/**
 * Every route of the learning app (paths chosen in docs/learning-app.md: the spec gives none).
 * One frame (`LearningLayout`) holds every page; it shows the section navigation to signed-in users.
 * The frame ships with the app (every page needs it); each feature area is its own lazily loaded
 * chunk, and the loading screen shows while one arrives.
 *
 * - Visitors: `/connexion`, `/inscription` (a signed-in user opening them goes to `/`),
 *   `/mot-de-passe-oublie`; everyone, signed in or not: `/abonnement` (how to renew a subscription).
 * - Signed in (`RequireAuth`: a visitor is sent to `/connexion` and comes back after), by role
 *   (`RequireRole`: a user of another role goes to their own home, `LEARNING_HOMES`):
 *   - student: `/` (dashboard), `/amis`, the courses `/cours`, `/cours/:subjectId`,
 *     `/cours/:subjectId/:courseId/lecons/:lessonId`, the players `/examens/:examId` and
 *     `/exercices/:exerciseId`, the challenges `/defis`, `/defis/:challengeId`, a challenge's round
 *     `/defis/:challengeId/jouer` (the player's chunk), the progress `/progres` and the class's
 *     timetable `/emploi-du-temps`;
 *   - parent: `/parent` (home, one child at a time), a child's pages `/parent/enfants/:childId/`
 *     `devoirs`, `notes`, `absences`, `progres`, `semaine`, and the children's accounts
 *     `/parent/enfants`, `/parent/enfants/nouveau`, `/parent/enfants/:childId/modifier`;
 *   - school administrator `/ecole` and its pages (issue 16: setup, students, timetable, absences,
 *     grades), professor `/professeur` and its pages (timetable, roll call, grades);
 *   - every role: `/profil` (profile), `/profil/mot-de-passe`.
 *   After sign-in everyone goes to `/`, which sends an adult on to their home.
 * - `/deconnexion` signs out; `/ErrorPage` is where a rendering crash lands; any other path goes to `/`.
 *
 * Routes decide the code splitting (`lazyPage`: the feature libs export plain components) and the
 * guards (`RequireAuth`, `RequireRole`, `RedirectIfLoggedIn` as route elements). A page's `handle.footerTab` names
 * the section whose tab the frame marks current (the nearest route that names one wins).
 */
/** The names of the components a lazily loaded entry exports. */
type PageName<M> = { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M];

/** A page (component export) of a lazily loaded entry, by its name, loaded with its chunk. */
function pagesOf<M>(load: () => Promise<M>) {
  return (name: PageName<M>) => lazyPage(() => load().then((m) => m[name] as ComponentType));
}

/** The visitors' pages and the password (@kk/learning-feature-auth). */
const authPage = pagesOf(() => import('@kk/learning-feature-auth'));
/** The student's home, profile and friends (@kk/learning-feature-home, each entry its own chunk). */
const homePage = pagesOf(() => import('@kk/learning-feature-home'));
const profilePage = pagesOf(() => import('@kk/learning-feature-home/profile'));
const friendsPage = pagesOf(() => import('@kk/learning-feature-home/friends'));
/** The courses, the exam and exercise players, the challenges. */
const coursesPage = pagesOf(() => import('@kk/learning-feature-courses'));
const examsPage = pagesOf(() => import('@kk/learning-feature-exams'));
const challengesPage = pagesOf(() => import('@kk/learning-feature-challenges'));

/** The parents' space: the home and a child's pages; the children's accounts; the alerts (each its own chunk). */
const parentPage = pagesOf(() => import('@kk/learning-feature-parents'));
const accountsPage = pagesOf(() => import('@kk/learning-feature-parents/accounts'));
const alertsPage = pagesOf(() => import('@kk/learning-feature-parents/alerts'));

/**
 * School management (issue 16, @kk/learning-feature-school), each area its own chunk: the
 * administrator's home and the school's setup (`schoolPage`, the lib's main entry); the students
 * (`studentsPage`, `/students`); the timetable (`timetablePage`, `/timetable`); the professor's
 * home, roll call and absences (`attendancePage`, `/attendance`); the grades and report cards
 * (`gradesPage`, `/grades`); the textbook and programme (`teachingPage`, `/teaching`).
 */
const gradesPage = pagesOf(() => import('@kk/learning-feature-school/grades'));
const timetablePage = pagesOf(() => import('@kk/learning-feature-school/timetable'));
const attendancePage = pagesOf(() => import('@kk/learning-feature-school/attendance'));
const teachingPage = pagesOf(() => import('@kk/learning-feature-school/teaching'));
const studentsPage = pagesOf(() => import('@kk/learning-feature-school/students'));
const schoolPage = pagesOf(() => import('@kk/learning-feature-school'));

/** The handle of a page of a section. */
const section = (footerTab: LearningRouteHandle['footerTab']): LearningRouteHandle => ({ footerTab });

/** The route table (see above); `AppRoutes` renders it. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <LearningLayout />,
    children: [
      {
        element: <RedirectIfLoggedIn />,
        children: [
          { path: 'connexion', element: authPage('SignInPage') },
          { path: 'inscription', element: authPage('RegisterPage') },
        ],
      },
      {
        path: 'mot-de-passe-oublie',
        element: authPage('ForgotPasswordPage'),
      },
      // How to renew a subscription, for everyone: the sign-in error 'Votre abonnement a expiré' links here.
      { path: 'abonnement', element: accountsPage('SubscriptionPage') },
      {
        element: <RequireAuth />,
        children: [
          // The student's pages: an adult opening one goes to their own home (RequireRole).
          {
            element: <RequireRole roles={['student']} />,
            children: [
              { index: true, element: homePage('HomePage'), handle: section('home') },
              {
                path: 'amis',
                element: friendsPage('FriendsPage'),
                handle: section('friends'),
              },
              {
                path: 'cours',
                element: coursesPage('CoursesPage'),
                handle: section('courses'),
              },
              {
                path: 'cours/:subjectId',
                element: coursesPage('SubjectPage'),
                handle: section('courses'),
              },
              {
                path: 'cours/:subjectId/:courseId/lecons/:lessonId',
                element: coursesPage('LessonPage'),
                handle: section('courses'),
              },
              {
                path: 'examens/:examId',
                element: examsPage('ExamPage'),
                handle: section('home'),
              },
              {
                path: 'exercices/:exerciseId',
                element: examsPage('ExercisePage'),
                handle: section('home'),
              },
              {
                path: 'defis',
                element: challengesPage('ChallengesPage'),
                handle: section('challenges'),
              },
              {
                path: 'defis/:challengeId',
                element: challengesPage('ChallengePage'),
                handle: section('challenges'),
              },
              {
                path: 'defis/:challengeId/jouer',
                element: examsPage('ChallengeRoundPage'),
                handle: section('challenges'),
              },
              {
                path: 'progres',
                element: challengesPage('ProgressPage'),
                handle: section('challenges'),
              },
              // The student's class's timetable (@kk/learning-feature-school/timetable, issue 16).
              { path: 'emploi-du-temps', element: timetablePage('StudentTimetablePage'), handle: section('home') },
            ],
          },
          // The parents' space (issue 15), for parents only; every page in the Accueil section.
          {
            path: 'parent',
            element: <RequireRole roles={['parent']} />,
            handle: section('home'),
            children: [
              // The parent's home and a child's pages (@kk/learning-feature-parents).
              { index: true, element: parentPage('ParentHomePage') },
              { path: 'enfants/:childId/devoirs', element: parentPage('ChildHomeworkPage') },
              { path: 'enfants/:childId/notes', element: parentPage('ChildGradesPage') },
              { path: 'enfants/:childId/absences', element: parentPage('ChildAbsencesPage') },
              { path: 'enfants/:childId/progres', element: parentPage('ChildProgressPage') },
              { path: 'enfants/:childId/semaine', element: parentPage('ChildWeekPage') },
              // The children's accounts and the subscription (@kk/learning-feature-parents/accounts).
              { path: 'enfants', element: accountsPage('ChildrenPage') },
              { path: 'enfants/nouveau', element: accountsPage('AddChildPage') },
              { path: 'enfants/:childId/modifier', element: accountsPage('EditChildPage') },
              // The alerts and a child's friends (@kk/learning-feature-parents/alerts).
              { path: 'alertes', element: alertsPage('AlertsPage') },
              { path: 'enfants/:childId/amis', element: alertsPage('ChildFriendsPage') },
            ],
          },
          // School management (issue 16): the school administrator's pages, in the Accueil section unless named.
          {
            path: 'ecole',
            element: <RequireRole roles={['school_admin']} />,
            handle: section('home'),
            children: [
              // The administrator's home and the school's setup (@kk/learning-feature-school).
              { index: true, element: schoolPage('AdminHomePage') },
              { path: 'installation', element: schoolPage('InstallationPage') },
              { path: 'annees', element: schoolPage('ScholarYearsPage') },
              { path: 'classes', element: schoolPage('ClassesPage') },
              { path: 'matieres', element: schoolPage('SubjectsPage') },
              { path: 'salles', element: schoolPage('ClassroomsPage') },
              { path: 'calendrier', element: schoolPage('CalendarPage') },
              { path: 'parametres', element: schoolPage('SettingsPage') },
              // The students (@kk/learning-feature-school/students), in the Élèves section.
              { path: 'eleves', element: studentsPage('StudentsPage'), handle: section('students') },
              { path: 'eleves/import', element: studentsPage('ImportStudentsPage'), handle: section('students') },
              // The timetable (@kk/learning-feature-school/timetable), in the Emploi du temps section.
              { path: 'emploi-du-temps', element: timetablePage('SchoolTimetablePage'), handle: section('timetable') },
              // The absences and statistics (@kk/learning-feature-school/attendance).
              { path: 'absences', element: attendancePage('SchoolAbsencesPage') },
              { path: 'statistiques', element: attendancePage('SchoolStatisticsPage') },
              // The grades and report cards (@kk/learning-feature-school/grades), in the Notes section.
              { path: 'notes', element: gradesPage('SchoolGradesPage'), handle: section('grades') },
              { path: 'notes/:controlId', element: gradesPage('SchoolGradeEntryPage'), handle: section('grades') },
              { path: 'bulletins', element: gradesPage('ReportCardsPage'), handle: section('grades') },
              { path: 'bulletins/:studentId', element: gradesPage('ReportCardPage'), handle: section('grades') },
              // The textbook review (@kk/learning-feature-school/teaching).
              { path: 'cahier-de-textes', element: teachingPage('SchoolTextbookPage') },
            ],
          },
          // School management (issue 16): the professor's pages, in the Accueil section unless named.
          {
            path: 'professeur',
            element: <RequireRole roles={['professor']} />,
            handle: section('home'),
            children: [
              // The timetable (@kk/learning-feature-school/timetable), in the Emploi du temps section.
              {
                path: 'emploi-du-temps',
                element: timetablePage('ProfessorTimetablePage'),
                handle: section('timetable'),
              },
              // The professor's home and roll call (@kk/learning-feature-school/attendance).
              { index: true, element: attendancePage('ProfessorHomePage') },
              { path: 'appel/:seanceId/:date', element: attendancePage('RollCallPage') },
              // The grades (@kk/learning-feature-school/grades), in the Notes section.
              { path: 'notes', element: gradesPage('ProfessorGradesPage'), handle: section('grades') },
              { path: 'notes/:controlId', element: gradesPage('ProfessorGradeEntryPage'), handle: section('grades') },
              // The textbook and the programme (@kk/learning-feature-school/teaching).
              { path: 'cahier-de-textes', element: teachingPage('ProfessorTextbookPage') },
              { path: 'programme', element: teachingPage('ProgrammePage') },
            ],
          },
          // Every role's pages: the profile and the password (RequireAuth lets every signed-in role in).
          {
            path: 'profil',
            element: profilePage('ProfilePage'),
            handle: section('profile'),
          },
          {
            path: 'profil/mot-de-passe',
            element: authPage('ChangePasswordPage'),
            handle: section('profile'),
          },
        ],
      },
      { path: 'deconnexion', element: <LogoutPage /> },
      { path: 'ErrorPage', element: <ErrorPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * The learning app's screens for the current URL (inside the app's router), within the crash and
 * loading boundaries of every app. A page's code is downloaded only when it renders, so a visitor
 * opening `/` never downloads the dashboard that `RequireAuth` keeps from them.
 */
export function AppRoutes() {
  return (
    <RouteBoundaries>
      <LearningRoutes routes={routes} />
    </RouteBoundaries>
  );
}
