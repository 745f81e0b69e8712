import {
  CHALLENGE_KINDS,
  EXERCISE_TYPES,
  type ChallengeKind,
  type Exam,
  type ExerciseStep,
  type ExamStatus,
  type LessonKind,
} from '@kk/domain';
import type { SeedContext } from '../core/seed-context';
import type { FakeUser } from '../core/users';
import { LEVELS, SUBJECT_IDS, seedLevel, seedSubject } from '../seed/reference-lists';
import { svgDataUrl } from '../seed/images';
import { seedAvatars } from './avatars.seed';
import { seedPlayerExams } from './exam-player.seed';
import type {
  ActivityRow,
  ChallengeRow,
  ChapterRow,
  CourseRow,
  ExerciseRow,
  FriendRow,
  ImageRow,
  LearningState,
  TaskRow,
} from './state';

/** Monday of the seed's "current" week; every learning date is placed around it. */
export const LEARNING_WEEK_START = '2026-11-02';

const DAY_MS = 86_400_000;
const WEEK_START_MS = Date.parse(`${LEARNING_WEEK_START}T00:00:00Z`);

/** ISO date `days` after the seed week's Monday (negative: before). */
export function seedDay(days: number): string {
  return new Date(WEEK_START_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO date-time `days` after the seed week's Monday, at `hour` UTC. */
export function seedDateTime(days: number, hour = 9): string {
  return new Date(WEEK_START_MS + days * DAY_MS + hour * 3_600_000).toISOString();
}

/** Chapter titles per subject, in programme order; each level takes three, shifted by level. */
const CHAPTER_TITLES: Record<number, readonly string[]> = {
  [SUBJECT_IDS.maths]: [
    'Les nombres entiers',
    'Les fractions',
    'Les nombres décimaux',
    'La proportionnalité',
    'Les angles',
    'Les triangles',
    'Périmètres et aires',
    'Les équations du premier degré',
    'Les puissances',
    'Statistiques',
    'Fonctions linéaires',
    'Calcul littéral',
    'Théorème de Pythagore',
    'Trigonométrie',
    'Suites numériques',
  ],
  [SUBJECT_IDS.francais]: [
    'La phrase et ses types',
    'Le groupe nominal',
    'Le verbe et ses temps',
    'Le récit',
    'La description',
    'Le conte merveilleux',
    'La poésie',
    'Le théâtre',
    'La nouvelle réaliste',
    'Le texte argumentatif',
    'Le discours rapporté',
    'La Boîte à merveilles',
    'Antigone',
    'Le Dernier Jour d’un condamné',
  ],
  [SUBJECT_IDS.arabe]: [
    'القراءة والفهم',
    'التراكيب',
    'الصرف والتحويل',
    'الإملاء',
    'التعبير والإنشاء',
    'النصوص الشعرية',
    'القيم الإسلامية',
    'الحياة الثقافية',
    'الحياة الاجتماعية',
    'الحياة الاقتصادية',
    'المسرحية',
    'القصة',
    'المقالة',
    'النقد الأدبي',
  ],
  [SUBJECT_IDS.eveil]: [
    'Le corps humain',
    'Les animaux',
    'Les plantes',
    'L’eau',
    'L’air',
    'Les états de la matière',
    'L’électricité',
    'La Terre et le Soleil',
  ],
  [SUBJECT_IDS.svt]: [
    'La cellule',
    'La respiration',
    'La nutrition',
    'La reproduction',
    'Les écosystèmes',
    'La géologie du Maroc',
    'Les séismes',
    'La génétique',
    'L’immunologie',
  ],
};

/** The subjects that have a course at a level: maths, French, Arabic, and science. */
function courseSubjects(levelId: number): number[] {
  return [
    SUBJECT_IDS.maths,
    SUBJECT_IDS.francais,
    SUBJECT_IDS.arabe,
    levelId <= 6 ? SUBJECT_IDS.eveil : SUBJECT_IDS.svt,
  ];
}

const LESSON_STEPS: readonly { suffix: string; kind: LessonKind; minutes: number }[] = [
  { suffix: 'découverte', kind: 'video', minutes: 8 },
  { suffix: 'l’essentiel', kind: 'text', minutes: 12 },
  { suffix: 'entraînement', kind: 'exercise', minutes: 15 },
];

const EXERCISE_LEVEL_NAMES = ['Échauffement', 'Entraînement', 'Expert'] as const;

/** Challenge titles per kind; `{subject}` is the subject of the challenge's exercises. */
const CHALLENGE_TITLES: Record<ChallengeKind, string> = {
  daily: 'Défi du jour – {subject}',
  peer: 'Duel – {subject}',
  group: 'Défi d’équipe – {subject}',
  class: 'Défi de la classe – {subject}',
  superhero: 'Super-héros du savoir',
};

const TASK_TITLES: Record<number, readonly string[]> = {
  [SUBJECT_IDS.maths]: [
    'Exercices 3 à 7 page 42',
    'Apprendre la table de 7',
    'Problème : le marché de Derb Omar',
    'Fiche de révision fractions',
  ],
  [SUBJECT_IDS.francais]: [
    'Lire le chapitre 2',
    'Rédaction : mes vacances à Ifrane',
    'Conjuguer les verbes du 2e groupe',
    'Apprendre la poésie',
  ],
  [SUBJECT_IDS.arabe]: ['حفظ القصيدة', 'إنجاز تمارين الصفحة 18', 'قراءة النص وتلخيصه', 'كتابة موضوع إنشائي'],
  [SUBJECT_IDS.eveil]: ['Observer une graine qui germe', 'Dessiner le cycle de l’eau'],
  [SUBJECT_IDS.svt]: ['Schéma de la cellule', 'Exposé : le cèdre de l’Atlas'],
};

const DRAWING_COLOURS = ['#e53935', '#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#00897b'];

/** A child's drawing (sun, hill, house), small enough to keep many in the stored demo data. */
function drawing(id: number): string {
  const c = DRAWING_COLOURS[id % DRAWING_COLOURS.length];
  const sun = 20 + ((id * 37) % 60);
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120"><rect width="160" height="120" fill="#e3f2fd"/><circle cx="${sun}" cy="24" r="14" fill="#fdd835"/><path d="M0 120 Q60 60 160 100 V120 Z" fill="#7cb342"/><rect x="96" y="62" width="36" height="30" fill="${c}"/><path d="M92 64 L114 44 L136 64 Z" fill="#6d4c41"/></svg>`,
  );
}

const EXAM_STATUSES: readonly ExamStatus[] = ['not_started', 'in_progress', 'submitted', 'corrected', 'expired'];

function studentsOf(users: readonly FakeUser[]): FakeUser[] {
  return users.filter((u) => u.account_type === 'student');
}

/** Builds the learning state: courses, exercises, exams, challenges, tasks, activities, friends, images. */
export function seedLearning({ rng, users }: SeedContext): LearningState {
  const courses: CourseRow[] = [];
  const exercises: ExerciseRow[] = [];
  const exerciseSteps: ExerciseStep[] = [];
  const students = studentsOf(users);
  const professors = users.filter((u) => u.account_type === 'professor');
  let chapterId = 1;
  let lessonId = 1;
  let exerciseId = 1;

  for (const level of LEVELS) {
    for (const subjectId of courseSubjects(level.level_id)) {
      const subject = seedSubject(subjectId);
      const titles = CHAPTER_TITLES[subjectId];
      const courseId = courses.length + 1;
      const chapters: ChapterRow[] = [];
      for (let c = 0; c < 3; c++) {
        const title = titles[(level.level_id - 1 + c * 2) % titles.length];
        const id = chapterId++;
        chapters.push({
          id,
          course_id: courseId,
          title,
          subject_id: subjectId,
          level_id: level.level_id,
          order: c + 1,
          lessons: LESSON_STEPS.map((step, s) => ({
            id: lessonId++,
            chapter_id: id,
            title: `${title} : ${step.suffix}`,
            order: s + 1,
            kind: step.kind,
            block_id: `block-v1:KK+L${level.level_id}S${subjectId}+type@vertical+block@ch${id}l${s + 1}`,
            duration_minutes: step.minutes,
          })),
        });
        for (let e = 0; e < 2; e++) {
          const exId = exerciseId++;
          exercises.push({
            id: exId,
            title: `${title} – exercice ${e + 1}`,
            type: EXERCISE_TYPES[(exId + e) % EXERCISE_TYPES.length],
            subject_id: subjectId,
            level_id: level.level_id,
            difficulty: e + 1,
            points: 10 * (e + 1),
            duration_minutes: rng.pick([5, 10, 15]),
            chapter_id: id,
            done_by: [],
          });
          EXERCISE_LEVEL_NAMES.forEach((name, step) => {
            exerciseSteps.push({
              id: exerciseSteps.length + 1,
              exercise_id: exId,
              level: step + 1,
              name,
              stars: 0,
              unlocked: step === 0,
              best_score: null,
            });
          });
        }
      }
      courses.push({
        id: courseId,
        course_key: `course-v1:KK+L${level.level_id}S${subjectId}+2026`,
        title: `${subject.name} – ${level.name}`,
        description: `Le cours de ${subject.name.toLowerCase()} de ${level.name}, conforme au programme marocain.`,
        subject_id: subjectId,
        level_id: level.level_id,
        chapters,
      });
    }
  }

  // Progress of the students: a few exercises done, a few lessons completed, stars on the levels.
  const completedLessons: Record<string, number[]> = {};
  for (const student of students) {
    const levelCourses = courses.filter((c) => c.level_id === student.level_id);
    const lessons = levelCourses.flatMap((c) => c.chapters.flatMap((ch) => ch.lessons));
    completedLessons[String(student.id)] = rng
      .sample(lessons, rng.int(2, 8))
      .map((l) => l.id)
      .sort((a, b) => a - b);
    for (const ex of rng.sample(
      exercises.filter((e) => e.level_id === student.level_id),
      rng.int(2, 6),
    )) {
      ex.done_by.push(student.id);
    }
  }
  for (const lvl of exerciseSteps) {
    if (rng.chance(0.35)) {
      lvl.unlocked = true;
      lvl.stars = rng.int(1, 3);
      lvl.best_score = rng.int(55, 100);
    }
  }

  // Exams: per level, two per course subject, in every state.
  const exams: Exam[] = [];
  for (const level of LEVELS) {
    for (const subjectId of courseSubjects(level.level_id).slice(0, 3)) {
      for (let i = 0; i < 2; i++) {
        const id = exams.length + 1;
        const status = EXAM_STATUSES[(id + i) % EXAM_STATUSES.length];
        const start = seedDateTime(-14 + ((id * 3) % 28), 8);
        exams.push({
          id,
          title: `${i === 0 ? 'Évaluation diagnostique' : 'Examen blanc'} – ${seedSubject(subjectId).name}`,
          subject_id: subjectId,
          level_id: level.level_id,
          start_date: start,
          end_date: new Date(Date.parse(start) + 7 * DAY_MS).toISOString(),
          duration_minutes: i === 0 ? 30 : 60,
          questions_count: i === 0 ? 10 : 20,
          feedback_mode: (['end', 'immediate', 'none'] as const)[id % 3],
          paging_mode: id % 2 === 0 ? 'all_on_one_page' : 'one_per_page',
          status,
          grade: status === 'corrected' ? rng.int(8, 20) : null,
        });
      }
    }
  }

  // The demo student's level: the exams of the player, one per §9 combination.
  const examPlans = seedPlayerExams(exams);

  // Challenges: per level, every kind, with the level's students as participants.
  const challenges: ChallengeRow[] = [];
  for (const level of LEVELS) {
    const levelStudents = students.filter((s) => s.level_id === level.level_id);
    const levelExercises = exercises.filter((e) => e.level_id === level.level_id);
    CHALLENGE_KINDS.forEach((kind, k) => {
      const id = challenges.length + 1;
      const offset = (level.level_id + k) % 3;
      const status = offset === 0 ? 'completed' : offset === 1 ? 'active' : 'expired';
      const start = status === 'active' ? seedDay(0) : seedDay(-10 - k);
      // A superhero challenge mixes subjects; the others draw on one subject.
      const subjectId = rng.pick(courseSubjects(level.level_id));
      const pool = kind === 'superhero' ? levelExercises : levelExercises.filter((e) => e.subject_id === subjectId);
      const ids = rng.sample(pool, kind === 'daily' ? 2 : 4).map((e) => e.id);
      const maxScore = ids.length * 20;
      const scores: Record<string, number> = {};
      for (const s of levelStudents)
        scores[String(s.id)] = status === 'active' && rng.chance(0.4) ? 0 : rng.int(0, maxScore);
      const subject = kind === 'superhero' ? null : seedSubject(subjectId).name;
      challenges.push({
        id,
        kind,
        title: CHALLENGE_TITLES[kind].replace('{subject}', subject ?? ''),
        subject,
        level_id: level.level_id,
        start_date: `${start}T08:00:00.000Z`,
        end_date: `${kind === 'daily' ? start : seedDay(Math.round((Date.parse(start) - WEEK_START_MS) / DAY_MS) + 7)}T20:00:00.000Z`,
        status,
        exercises_count: ids.length,
        max_score: maxScore,
        exercise_ids: ids,
        scores,
        blocked_by: [],
        subject_id: kind === 'superhero' ? null : subjectId,
      });
    });
  }

  // Tasks (homework): six per student, due from three days ago to next week (relative to today), some
  // of the past ones already validated.
  const tasks: TaskRow[] = [];
  for (const student of students) {
    const level = seedLevel(student.level_id ?? 1);
    const schoolProfessors = professors.filter((p) => p.school_id === student.school_id);
    for (let i = 0; i < 6; i++) {
      const subjectId = courseSubjects(level.level_id)[i % 4];
      const due = -3 + i * 2;
      const professor = schoolProfessors.length ? rng.pick(schoolProfessors) : rng.pick(professors);
      tasks.push({
        id: tasks.length + 1,
        student_id: student.id,
        level_id: level.level_id,
        title: rng.pick(TASK_TITLES[subjectId]),
        description: 'À rendre en classe. Soigne la présentation.',
        subject_id: subjectId,
        subject_name: seedSubject(subjectId).name,
        // Served relative to today (`due_day`, see taskView); the seed week's date until then.
        due_date: seedDay(due),
        due_day: due,
        professor_name: `${professor.first_name} ${professor.last_name}`,
        // The demo student's homework of yesterday is not done: the dashboard marks it overdue.
        validated: due < 0 && rng.chance(0.7) && !(student.username === 'eleve' && due === -1),
      });
    }
  }

  // Activity feed: eight per student.
  const activities: ActivityRow[] = [];
  for (const student of students) {
    const mine = exercises.filter((e) => e.level_id === student.level_id);
    const levelExams = exams.filter((e) => e.level_id === student.level_id);
    const levelChallenges = challenges.filter((c) => c.level_id === student.level_id);
    for (let i = 0; i < 8; i++) {
      const ex = rng.pick(mine);
      const type = (['exercise', 'course', 'challenge', 'exam', 'video'] as const)[i % 5];
      const completed = rng.chance(0.7);
      // An exam or a challenge of the feed is one of the level's, so the dashboard can open it.
      const exam = type === 'exam' ? levelExams[i % levelExams.length] : undefined;
      const challenge = type === 'challenge' ? levelChallenges[i % levelChallenges.length] : undefined;
      activities.push({
        id: activities.length + 1,
        student_id: student.id,
        type,
        title:
          type === 'exercise'
            ? ex.title
            : type === 'course'
              ? `Cours : ${ex.title.split(' – ')[0]}`
              : type === 'video'
                ? `Vidéo : ${ex.title.split(' – ')[0]}`
                : type === 'exam'
                  ? `Examen : ${exam?.title ?? seedSubject(ex.subject_id).name}`
                  : `Défi : ${challenge?.title ?? seedSubject(ex.subject_id).name}`,
        subject_id: exam?.subject_id ?? challenge?.subject_id ?? ex.subject_id,
        level_id: ex.level_id,
        target_id: exam?.id ?? challenge?.id ?? ex.id,
        date: seedDateTime(-i, 17),
        score: completed && type !== 'course' && type !== 'video' ? rng.int(40, 100) : null,
        completed,
      });
    }
  }

  // Friends: each student has two to four friends among the other students, some pending.
  const friends: FriendRow[] = [];
  const groups = ['SchoolClass', 'Équipe de foot', 'Cousins', null] as const;
  for (const student of students) {
    const others = students.filter((s) => s.id !== student.id && s.is_active);
    for (const other of rng.sample(others, rng.int(2, 4))) {
      friends.push({
        id: friends.length + 1,
        owner_id: student.id,
        user_id: other.id,
        status: rng.chance(0.8) ? 'accepted' : 'pending',
        group: rng.pick(groups),
      });
    }
  }

  // The demo student has a request to answer: a classmate who is not among her friends asked.
  const demo = students.find((s) => s.username === 'eleve');
  const asker = students.find(
    (s) =>
      demo &&
      s.id !== demo.id &&
      s.is_active &&
      !friends.some(
        (f) => (f.owner_id === demo.id && f.user_id === s.id) || (f.owner_id === s.id && f.user_id === demo.id),
      ),
  );
  if (demo && asker) {
    friends.push({ id: friends.length + 1, owner_id: asker.id, user_id: demo.id, status: 'pending', group: null });
  }

  // Images: the demo student has 25 (two pages), others a few.
  const images: ImageRow[] = [];
  for (const student of students) {
    const count = student.username === 'eleve' ? 25 : rng.int(0, 3);
    for (let i = 0; i < count; i++) {
      const id = images.length + 1;
      const created = seedDateTime(-30 + i, 18);
      const name = `${Date.parse(created)}_dessin-${i + 1}.png`;
      images.push({
        id,
        owner_id: student.id,
        name,
        url: drawing(id),
        created_at: created,
      });
    }
  }

  return {
    avatars: seedAvatars(),
    courses,
    exercises,
    exerciseSteps,
    exams,
    examPlans,
    challenges,
    tasks,
    activities,
    friends,
    images,
    completedLessons,
  };
}
