import type { ExerciseCategory, ReclamationType, SchoolChapter } from '@kk/domain';
import { listReadings, type ContractFixture } from '../../testing/contract';

const categories: ExerciseCategory[] = [{ id: 4001, name: 'Calcul', exercises_count: 12 }];
const reclamationTypes: ReclamationType[] = [{ id: 4101, name: 'Cantine', description: 'Repas, régimes, hygiène.' }];
const lesson = { id: 3501, chapter_id: 3401, title: 'Simplifier une fraction', order: 1, duration_minutes: 55 };
const chapters: SchoolChapter[] = [
  { id: 3401, name: 'Fractions', subject_id: 1, level_id: 7, order: 1, lessons: [lesson] },
];
const nestedChapters = [
  {
    id: 3401,
    name: 'Fractions',
    subject: { id: 1, name: 'Mathématiques' },
    level: { id: 7, name: '1re année collège' },
    order: 1,
    lessons: [lesson],
  },
];

/** Readings of the answers of curriculum.api.ts that list (calls 63, 67; the reclamation types, assumed). */
export const curriculumFixtures = {
  getExerciseCategories: { readings: listReadings('categories', categories), result: categories },
  getReclamationTypes: { readings: listReadings('reclamation_types', reclamationTypes), result: reclamationTypes },
  /** GET /schools_chapter_handler: subject and level as ids or objects. */
  getSchoolChapters: { readings: listReadings('chapters', chapters, nestedChapters), result: chapters },
} satisfies Record<string, ContractFixture>;
