import type { SchoolSettings } from '@kk/domain';
import type { SeedContext } from '../core/seed-context';
import { PARTNER_SCHOOL_IDS, type FakeUser } from '../core/users';
import { LEVELS, SUBJECT_IDS, SUBJECTS, seedLevel, seedSubject } from '../seed/reference-lists';
import { initialsLogo } from '../seed/images';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, slugify } from '../seed/names';
import { mobileNumber } from '../seed/places';
import { PARTNER_SCHOOLS } from '../seed/schools';
import { LEARNING_WEEK_START, seedDay } from '../learning/learning.seed';
import type { ClasseRow, SchoolRow, SchoolState, SeanceSeriesRow, StudentRow, SubjectRow } from './state';

/**
 * The demo student's (`eleve`) Massar code in school 1's register: the code that links his account
 * to the school from the profile (the other seeded codes start with another letter: no clash).
 */
export const DEMO_MASSAR_CODE = 'D130012345';

/**
 * A Massar code of school 1's register that no account is linked to (a row with `user_id` null): any
 * student, or a parent for a child, can link an account with it (once).
 */
export const FREE_MASSAR_CODE = 'D130054321';

/**
 * Address and phone of the partner schools as school management shows them, in the order of
 * `PARTNER_SCHOOLS` (the shop seed's names and cities, ids 1–4).
 */
const PARTNER_CONTACTS: readonly { address: string; phone: string }[] = [
  { address: '12, Rue Ibnou Mounir, Maârif', phone: '0522 25 14 80' },
  { address: '5, Avenue de France, Agdal', phone: '0537 77 42 10' },
  { address: '88, Avenue Mohammed VI, Guéliz', phone: '0524 43 18 02' },
  { address: '31, Route d’Immouzer, Saïss', phone: '0535 60 22 71' },
];

/** Class names per partner school: the demo school (1) has one or two per cycle step. */
const CLASS_NAMES: Record<number, readonly string[]> = {
  1: ['CP-A', 'CE2-A', 'CM1-A', '6AP-A', '1AC-A', '1AC-B', '2AC-A', '3AC-A', 'TC S-1', '1BAC SE-1', '2BAC SM-1'],
  2: ['CE1-A', 'CM2-A', '2AC-B', '1BAC SM-1'],
  3: ['CP-B', 'CM1-B', '3AC-B', 'TC L-1'],
  4: ['CE2-B', '6AP-B', '1AC-C', '2BAC PC-1'],
};

/** Level id of a class name, from its prefix (CP ... 2BAC). */
function levelOfClass(name: string): number {
  const prefix = name.split(/[\s-]/)[0];
  const map: Record<string, number> = {
    CP: 1,
    CE1: 2,
    CE2: 3,
    CM1: 4,
    CM2: 5,
    '6AP': 6,
    '1AC': 7,
    '2AC': 8,
    '3AC': 9,
    TC: 10,
    '1BAC': 11,
    '2BAC': 12,
  };
  return map[prefix] ?? 1;
}

/** Default settings of a school (also what a reset of one setting goes back to). */
export function defaultSettings(schoolId: number, currentYearId: number | null): SchoolSettings {
  return {
    school_id: schoolId,
    current_scholar_year_id: currentYearId,
    grade_max: 20,
    periods_count: 3,
    seance_duration_minutes: 120,
    periodicity_weeks: 1,
    notify_absences: true,
    language: 'fr',
  };
}

/** Coefficients of the national programme subjects (collège weights). */
const COEFFICIENTS: Record<number, number> = {
  [SUBJECT_IDS.maths]: 4,
  [SUBJECT_IDS.francais]: 4,
  [SUBJECT_IDS.arabe]: 4,
  [SUBJECT_IDS.physique]: 2,
  [SUBJECT_IDS.svt]: 2,
  [SUBJECT_IDS.histoireGeo]: 2,
  [SUBJECT_IDS.anglais]: 2,
  [SUBJECT_IDS.islamique]: 2,
  [SUBJECT_IDS.philosophie]: 2,
};

/** School years start the first Monday of September and end on 30 June. */
const YEARS = [
  { name: '2025-2026', start_date: '2025-09-08', end_date: '2026-06-30', is_current: false },
  { name: '2026-2027', start_date: '2026-09-07', end_date: '2027-06-30', is_current: true },
] as const;

/**
 * Moroccan holidays of 2026-2027. Religious holidays follow the lunar calendar: their dates are
 * the expected ones and move by a day when the moon is sighted.
 */
const HOLIDAYS: readonly [string, string, string][] = [
  ['Vacances de mi-trimestre', '2026-10-25', '2026-11-01'],
  ['Anniversaire de la Marche Verte', '2026-11-06', '2026-11-06'],
  ['Fête de l’Indépendance', '2026-11-18', '2026-11-18'],
  ['Nouvel An', '2027-01-01', '2027-01-01'],
  ['Manifeste de l’Indépendance', '2027-01-11', '2027-01-11'],
  ['Nouvel An amazigh (Yennayer)', '2027-01-14', '2027-01-14'],
  ['Vacances de fin du premier semestre', '2027-01-24', '2027-01-31'],
  ['Aïd al-Fitr', '2027-03-09', '2027-03-11'],
  ['Vacances de printemps', '2027-03-21', '2027-03-28'],
  ['Fête du Travail', '2027-05-01', '2027-05-01'],
  ['Aïd al-Adha', '2027-05-16', '2027-05-18'],
  ['Fête du Trône', '2027-07-30', '2027-07-30'],
];

const CLASSROOM_TYPES = ['Salle standard', 'Laboratoire de sciences', 'Salle informatique', 'Salle de sport'] as const;

/** Daily blocks of the timetable: two in the morning, one in the afternoon (none on Saturday afternoon). */
const BLOCKS: readonly [string, string][] = [
  ['08:30', '10:30'],
  ['10:30', '12:30'],
  ['14:30', '16:30'],
];

const APPRECIATIONS = [
  'Très bon trimestre, continue ainsi.',
  'Bon travail, mais des efforts sont attendus en calcul.',
  'Élève sérieux et appliqué.',
  'Doit participer davantage en classe.',
  'Résultats encourageants, persévère.',
  'Trimestre insuffisant : il faut travailler plus régulièrement.',
  'Excellent travail, félicitations.',
];

const COMPETENCIES: Record<number, readonly string[]> = {
  [SUBJECT_IDS.maths]: [
    'Calculer mentalement',
    'Résoudre des problèmes',
    'Raisonner et démontrer',
    'Représenter des données',
  ],
  [SUBJECT_IDS.francais]: [
    'Lire et comprendre un texte',
    'Produire un écrit',
    'Communiquer oralement',
    'Maîtriser la langue',
  ],
  [SUBJECT_IDS.arabe]: ['القراءة والفهم', 'الإنتاج الكتابي', 'التواصل الشفهي'],
};

const PROGRAMME: Record<number, readonly string[]> = {
  [SUBJECT_IDS.maths]: ['Nombres et calculs', 'Géométrie', 'Mesures', 'Organisation de données'],
  [SUBJECT_IDS.francais]: ['Lecture', 'Grammaire', 'Conjugaison', 'Expression écrite'],
};

const EXERCISE_CATEGORIES = [
  'Calcul mental',
  'Problèmes',
  'Grammaire',
  'Conjugaison',
  'Orthographe',
  'Lecture',
  'Expériences',
  'Cartes et repères',
];

const RECLAMATION_TYPES: readonly [string, string][] = [
  ['Transport scolaire', 'Retards, arrêts, comportement dans le bus.'],
  ['Cantine', 'Repas, régimes, hygiène.'],
  ['Notes et évaluations', 'Contestation d’une note ou d’une appréciation.'],
  ['Absences', 'Absence ou retard mal enregistré.'],
  ['Facturation', 'Factures, reçus, remises.'],
  ['Autre', 'Toute autre demande.'],
];

const DAY_MS = 86_400_000;

/** ISO weekday (1 Monday ... 7 Sunday) of an ISO date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** ISO date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Builds the school-management state of the four partner schools. */
export function seedSchool({ rng, users }: SeedContext): SchoolState {
  const state: SchoolState = {
    schools: [],
    scholarYears: [],
    classes: [],
    classroomTypes: [],
    classrooms: [],
    series: [],
    overrides: [],
    students: [],
    absences: [],
    subjects: [],
    exerciseCategories: [],
    chapters: [],
    lessons: [],
    competencies: [],
    controls: [],
    evaluations: [],
    appreciations: [],
    holidays: [],
    events: [],
    reclamationTypes: [],
    textbook: [],
  };

  state.subjects = SUBJECTS.map(
    (s): SubjectRow => ({
      id: s.subject_id,
      school_id: null,
      name: s.name,
      name_ar: s.name_ar,
      level_ids: LEVELS.filter((l) => l.subjects_ids.includes(s.subject_id)).map((l) => l.level_id),
      coefficient: COEFFICIENTS[s.subject_id] ?? 1,
    }),
  );

  const massarCodes = new Set<string>();
  const massarCode = (): string => {
    let code: string;
    do code = `${rng.pick(['G', 'J', 'K', 'M', 'P', 'R', 'S'])}${String(rng.int(100_000_000, 199_999_999))}`;
    while (massarCodes.has(code));
    massarCodes.add(code);
    return code;
  };

  PARTNER_SCHOOL_IDS.forEach((schoolId, s) => {
    const partner = { ...PARTNER_SCHOOLS[s], ...PARTNER_CONTACTS[s] };
    const yearIds = YEARS.map((y) => {
      const id = state.scholarYears.length + 1;
      state.scholarYears.push({ id, school_id: schoolId, ...y });
      return id;
    });
    const currentYear = yearIds[1];
    const school: SchoolRow = {
      id: schoolId,
      name: partner.name,
      city: partner.city,
      address: partner.address,
      phone: partner.phone,
      email: `contact@${slugify(partner.name.replace('Groupe Scolaire', ''))}.ma`,
      logo_url: initialsLogo(partner.name),
      level_groups: ['primaire', 'college', 'lycee'],
      settings: defaultSettings(schoolId, currentYear),
      admin_ids: users.filter((u) => u.account_type === 'sc_ad' && u.school_id === schoolId).map((u) => u.id),
    };
    state.schools.push(school);

    // Demo professor first, so the maths classes of the demo school are theirs.
    const professors = users
      .filter((u) => u.account_type === 'professor' && u.school_id === schoolId)
      .sort((a, b) => a.id - b.id);

    const typeIds = CLASSROOM_TYPES.map((name) => {
      const id = state.classroomTypes.length + 1;
      state.classroomTypes.push({ id, school_id: schoolId, name });
      return id;
    });
    const standardRooms: number[] = [];
    for (let r = 1; r <= 12; r++) {
      const id = state.classrooms.length + 1;
      state.classrooms.push({
        id,
        school_id: schoolId,
        name: `Salle ${r}`,
        type_id: typeIds[0],
        capacity: rng.pick([30, 32, 36, 40]),
      });
      standardRooms.push(id);
    }
    const lab = state.classrooms.length + 1;
    state.classrooms.push({ id: lab, school_id: schoolId, name: 'Labo SVT', type_id: typeIds[1], capacity: 24 });
    const computerRoom = state.classrooms.length + 1;
    state.classrooms.push({
      id: computerRoom,
      school_id: schoolId,
      name: 'Salle info 1',
      type_id: typeIds[2],
      capacity: 20,
    });
    const gym = state.classrooms.length + 1;
    state.classrooms.push({ id: gym, school_id: schoolId, name: 'Gymnase', type_id: typeIds[3], capacity: 60 });

    // Classes, with their timetable.
    const classes: ClasseRow[] = CLASS_NAMES[schoolId].map((name, c) => {
      const levelId = levelOfClass(name);
      const main = professors.length ? professors[c % professors.length] : null;
      const row: ClasseRow = {
        id: state.classes.length + 1,
        name,
        level_id: levelId,
        level_name: seedLevel(levelId).name,
        school_id: schoolId,
        scholar_year_id: currentYear,
        main_professor_id: main?.id ?? null,
        main_professor_name: main ? `${main.first_name} ${main.last_name}` : null,
      };
      state.classes.push(row);
      return row;
    });

    for (const [c, classe] of classes.entries()) {
      const subjects = seedLevel(classe.level_id).subjects_ids;
      let slot = 0;
      for (let weekday = 1; weekday <= 6; weekday++) {
        const blocks = weekday === 6 ? BLOCKS.slice(0, 2) : BLOCKS;
        for (const [start, end] of blocks) {
          // One free block a day (other than Saturday) for every class.
          if (weekday < 6 && (slot + c) % 5 === 4) {
            slot++;
            continue;
          }
          const subjectId = subjects[(slot + c) % subjects.length];
          const professor = professors.length ? professors[subjects.indexOf(subjectId) % professors.length] : null;
          const room =
            subjectId === SUBJECT_IDS.svt || subjectId === SUBJECT_IDS.physique || subjectId === SUBJECT_IDS.eveil
              ? lab
              : subjectId === SUBJECT_IDS.informatique
                ? computerRoom
                : subjectId === SUBJECT_IDS.sport
                  ? gym
                  : standardRooms[c % standardRooms.length];
          const series: SeanceSeriesRow = {
            id: state.series.length + 1,
            school_id: schoolId,
            class_id: classe.id,
            subject_id: subjectId,
            professor_id: professor?.id ?? 0,
            classroom_id: room,
            weekday,
            start_time: start,
            end_time: end,
            type: 'normal',
            // Computing every other week, as many schools do with half groups.
            periodicity_weeks: subjectId === SUBJECT_IDS.informatique ? 2 : 1,
            first_date: YEARS[1].start_date,
            last_date: YEARS[1].end_date,
          };
          state.series.push(series);
          slot++;
        }
      }
    }

    // Students: the learning accounts of this school in the class of their level, then others.
    const perClass = schoolId === 1 ? 18 : 12;
    for (const classe of classes) {
      const accounts = users.filter(
        (u) =>
          u.account_type === 'student' && u.school_id === schoolId && u.level_id === classe.level_id && u.is_active,
      );
      const taken = new Set(state.students.map((st) => st.user_id).filter((id) => id !== null));
      const mine = accounts.filter((u) => !taken.has(u.id));
      for (let i = 0; i < perClass; i++) {
        const account: FakeUser | undefined = mine[i];
        const gender = account?.gender ?? (rng.chance(0.5) ? 'M' : 'F');
        const last = account?.last_name ?? rng.pick(LAST_NAMES);
        const first = account?.first_name ?? rng.pick(gender === 'M' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
        const parentFirst = rng.pick(rng.chance(0.5) ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
        const birthYear = 2026 - 6 - classe.level_id + 1;
        const student: StudentRow = {
          id: state.students.length + 1,
          school_id: schoolId,
          user_id: account?.id ?? null,
          first_name: first,
          last_name: last,
          massar_code: massarCode(),
          birthday:
            account?.birthday ??
            `${birthYear}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
          gender,
          class_id: classe.id,
          parent_name: `${parentFirst} ${last}`,
          parent_phone: mobileNumber(rng.next),
          image: '',
        };
        state.students.push(student);
      }
    }

    // Programme, categories, competencies, reclamation types, holidays.
    for (const name of EXERCISE_CATEGORIES) {
      state.exerciseCategories.push({
        id: state.exerciseCategories.length + 1,
        school_id: schoolId,
        name,
        exercises_count: rng.int(6, 40),
      });
    }
    for (const [name, description] of RECLAMATION_TYPES) {
      state.reclamationTypes.push({ id: state.reclamationTypes.length + 1, school_id: schoolId, name, description });
    }
    for (const [name, start, end] of HOLIDAYS) {
      state.holidays.push({
        id: state.holidays.length + 1,
        school_id: schoolId,
        name,
        start_date: start,
        end_date: end,
      });
    }
    for (const levelId of [...new Set(classes.map((c) => c.level_id))]) {
      for (const subjectId of [SUBJECT_IDS.maths, SUBJECT_IDS.francais, SUBJECT_IDS.arabe]) {
        COMPETENCIES[subjectId].forEach((name, k) => {
          state.competencies.push({
            id: state.competencies.length + 1,
            school_id: schoolId,
            code: `${slugify(seedSubject(subjectId).name).slice(0, 4).toUpperCase()}-${levelId}-C${k + 1}`,
            name,
            subject_id: subjectId,
            level_id: levelId,
          });
        });
        const programme = PROGRAMME[subjectId];
        if (!programme) continue;
        programme.forEach((name, k) => {
          const chapterId = state.chapters.length + 1;
          state.chapters.push({
            id: chapterId,
            school_id: schoolId,
            name,
            subject_id: subjectId,
            level_id: levelId,
            order: k + 1,
          });
          for (let l = 1; l <= 3; l++) {
            state.lessons.push({
              id: state.lessons.length + 1,
              chapter_id: chapterId,
              title: `${name} – leçon ${l}`,
              order: l,
              duration_minutes: 60,
            });
          }
        });
      }
    }

    // Controls and grades (maths and French, first trimester), appreciations.
    for (const classe of classes) {
      const classStudents = state.students.filter((st) => st.class_id === classe.id);
      for (const subjectId of [SUBJECT_IDS.maths, SUBJECT_IDS.francais]) {
        for (let k = 1; k <= 2; k++) {
          const controlId = state.controls.length + 1;
          const competencyIds = state.competencies
            .filter((cp) => cp.school_id === schoolId && cp.subject_id === subjectId && cp.level_id === classe.level_id)
            .slice(0, 2)
            .map((cp) => cp.id);
          state.controls.push({
            id: controlId,
            school_id: schoolId,
            title: `Contrôle ${k} – ${seedSubject(subjectId).name}`,
            class_id: classe.id,
            subject_id: subjectId,
            date: seedDay(-39 + k * 14 + (subjectId === SUBJECT_IDS.maths ? 0 : 2)),
            duration_minutes: classe.level_id <= 6 ? 45 : 120,
            coefficient: k,
            period: 1,
            competency_ids: competencyIds,
          });
          for (const st of classStudents) {
            const absent = rng.chance(0.04);
            const grade = Math.min(20, Math.max(0, Math.round((rng.float(6, 19) + rng.float(-2, 2)) * 4) / 4));
            state.evaluations.push({
              id: state.evaluations.length + 1,
              control_id: controlId,
              student_id: st.id,
              grade: absent ? null : grade,
              comment: absent ? 'Absent' : grade >= 16 ? 'Très bien' : grade >= 10 ? '' : 'À revoir',
            });
          }
        }
      }
      for (const st of classStudents.slice(0, 8)) {
        state.appreciations.push({
          id: state.appreciations.length + 1,
          school_id: schoolId,
          student_id: st.id,
          class_id: classe.id,
          subject_id: null,
          period: 1,
          text: rng.pick(APPRECIATIONS),
        });
      }
    }

    // Attendance of the four weeks before the seed week and the seed week itself.
    const schoolSeries = state.series.filter((se) => se.school_id === schoolId);
    for (const st of state.students.filter((x) => x.school_id === schoolId)) {
      const marks = rng.int(0, 3);
      for (let m = 0; m < marks; m++) {
        const options = schoolSeries.filter((se) => se.class_id === st.class_id);
        if (!options.length) break;
        const se = rng.pick(options);
        // Week -1 is the mid-term holiday.
        const week = rng.pick([-4, -3, -2, 0]);
        const date = addDays(LEARNING_WEEK_START, week * 7 + se.weekday - 1);
        const status = rng.weighted(['absent', 'late', 'present'] as const, [6, 3, 1]);
        state.absences.push({
          id: state.absences.length + 1,
          school_id: schoolId,
          student_id: st.id,
          class_id: st.class_id ?? 0,
          seance_id: se.id,
          subject_name: seedSubject(se.subject_id).name,
          date,
          start_time: se.start_time,
          status,
          minutes_late: status === 'late' ? rng.pick([5, 10, 15, 20, 30]) : null,
          justified: status === 'absent' && rng.chance(0.5),
        });
      }
    }

    // Events of the autumn.
    const eventSpecs: readonly [
      string,
      string,
      'meeting' | 'outing' | 'ceremony' | 'exam' | 'other',
      number,
      string,
      string,
      string | null,
      boolean,
    ][] = [
      [
        'Réunion parents-professeurs',
        'Rencontre avec les professeurs principaux.',
        'meeting',
        3,
        '18:00',
        '20:00',
        'Salle polyvalente',
        false,
      ],
      [
        'Cérémonie de la Marche Verte',
        'Lever du drapeau et chants patriotiques.',
        'ceremony',
        3,
        '10:00',
        '11:00',
        'Cour de l’école',
        false,
      ],
      [
        'Sortie pédagogique au musée',
        'Visite du Musée Mohammed VI d’art moderne et contemporain.',
        'outing',
        10,
        '09:00',
        '16:00',
        'Rabat',
        true,
      ],
      [
        'Conseil de classe du premier trimestre',
        'Bilan du trimestre et appréciations.',
        'exam',
        45,
        '16:30',
        '19:00',
        null,
        false,
      ],
      [
        'Tournoi de football inter-classes',
        'Finale du tournoi d’automne.',
        'other',
        17,
        '14:30',
        '17:30',
        'Gymnase',
        false,
      ],
      [
        'Journée portes ouvertes',
        'Présentation de l’école aux nouvelles familles.',
        'other',
        26,
        '09:00',
        '13:00',
        null,
        false,
      ],
    ];
    for (const [title, description, kind, day, start, end, location, oneClass] of eventSpecs) {
      const date = seedDay(day);
      state.events.push({
        id: state.events.length + 1,
        school_id: schoolId,
        title,
        description,
        kind,
        start: `${date}T${start}:00`,
        end: `${date}T${end}:00`,
        class_ids: oneClass ? [classes[Math.min(4, classes.length - 1)].id] : [],
        location,
      });
    }

    // Textbook entries of two weeks for the first classes.
    for (const classe of classes.slice(0, 5)) {
      for (const subjectId of [SUBJECT_IDS.maths, SUBJECT_IDS.francais]) {
        const series = schoolSeries.find((se) => se.class_id === classe.id && se.subject_id === subjectId);
        const professor = users.find((u) => u.id === series?.professor_id);
        // Weeks -3 and -2: week -1 is the mid-term holiday.
        for (let w = -3; w <= -2; w++) {
          const chapter = PROGRAMME[subjectId][(w + 3 + classe.id) % PROGRAMME[subjectId].length];
          state.textbook.push({
            id: state.textbook.length + 1,
            school_id: schoolId,
            class_id: classe.id,
            subject_id: subjectId,
            professor_name: professor ? `${professor.first_name} ${professor.last_name}` : '',
            date: addDays(LEARNING_WEEK_START, w * 7 + (series?.weekday ?? 1) - 1),
            title: chapter,
            content: `Séance consacrée à « ${chapter} » : rappel, cours et exercices d’application.`,
            homework: w === -2 ? 'Terminer les exercices du cahier.' : null,
            validated: w === -3,
          });
        }
      }
    }
  });

  // Two catch-up seances of the seed week in the demo school.
  const demoSeries = state.series.filter((se) => se.school_id === 1);
  for (const [k, day] of [3, 5].entries()) {
    const base = demoSeries[k * 7];
    state.series.push({
      ...base,
      id: state.series.length + 1,
      type: 'catchup',
      periodicity_weeks: 0,
      weekday: isoWeekday(seedDay(day)),
      start_time: '16:30',
      end_time: '18:30',
      first_date: seedDay(day),
      last_date: seedDay(day),
    });
  }
  // The demo student's row in his school's register has a known Massar code, so the profile's
  // "Relier mon compte à mon école" (call 38) can be shown with it; any other account gets 'Code
  // Massar already exist' for it.
  const demoStudent = users.find((u) => u.username === 'eleve');
  const demoRow = state.students.find((st) => st.user_id !== null && st.user_id === demoStudent?.id);
  if (demoRow) {
    demoRow.massar_code = DEMO_MASSAR_CODE;
    seedDemoAttendance(state, demoRow, [
      { week: 0, status: 'late', minutes: 10, justified: false },
      { week: -3, status: 'absent', minutes: null, justified: true },
    ]);
  }
  // The demo parent's second child studies in the demo school too (her level's class), so the
  // parents' space shows two children with their own grades and attendance. Her register row takes
  // her name; it is linked here, after the rows are drawn, so the rest of the seed stays the same.
  const sibling = users.find((u) => u.id === users.find((p) => p.username === 'parent')?.children?.[1]);
  const siblingClass = state.classes.find((c) => c.school_id === 1 && c.level_id === sibling?.level_id);
  const siblingRow = state.students.find((st) => st.class_id === siblingClass?.id && st.user_id === null);
  if (sibling && siblingRow) {
    Object.assign(siblingRow, {
      user_id: sibling.id,
      first_name: sibling.first_name,
      last_name: sibling.last_name,
      gender: sibling.gender,
      birthday: sibling.birthday ?? siblingRow.birthday,
    });
    sibling.school_id = siblingRow.school_id;
    seedDemoAttendance(state, siblingRow, [
      { week: -1, status: 'absent', minutes: null, justified: false },
      { week: -2, status: 'late', minutes: 5, justified: false },
    ]);
  }
  // A row of school 1 that no account has claimed gets a known code too, so a parent can link a child
  // (the demo sibling, or a child just registered) from "Mes enfants" (call 38 with `child_id`).
  const freeRow = state.students.find((st) => st.school_id === 1 && st.user_id === null);
  if (freeRow) freeRow.massar_code = FREE_MASSAR_CODE;
  return state;
}

/** An absence or delay of a demo child, `week` weeks from the seed week. */
interface AttendanceMark {
  week: number;
  status: 'absent' | 'late';
  minutes: number | null;
  justified: boolean;
}

/**
 * A demo child's attendance, for the parents' space (on seances of the child's class; the ids follow
 * the others'): the demo student has a delay of 10 minutes in the seed week and a justified absence
 * three weeks before; his sister an absence the week before and a delay of 5 minutes before that.
 */
function seedDemoAttendance(state: SchoolState, row: StudentRow, marks: readonly AttendanceMark[]) {
  const series = state.series.filter((se) => se.class_id === row.class_id && se.periodicity_weeks > 0);
  marks.forEach((mark, i) => {
    const se = series[i % Math.max(series.length, 1)];
    if (!se) return;
    state.absences.push({
      id: state.absences.length + 1,
      school_id: row.school_id,
      student_id: row.id,
      class_id: row.class_id ?? 0,
      seance_id: se.id,
      subject_name: seedSubject(se.subject_id).name,
      date: addDays(LEARNING_WEEK_START, mark.week * 7 + se.weekday - 1),
      start_time: se.start_time,
      status: mark.status,
      minutes_late: mark.minutes,
      justified: mark.justified,
    });
  });
}
