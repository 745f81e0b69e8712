import type { Appreciation, Competency, Control, Evaluation } from '@kk/domain';
import { listReadings, type ContractFixture } from '../../testing/contract';

const competencies: Competency[] = [
  { id: 3601, code: 'M1', name: 'Calculer avec des fractions', subject_id: 1, level_id: 7 },
];
const nestedCompetencies = [
  {
    id: 3601,
    code: 'M1',
    name: 'Calculer avec des fractions',
    subject: { id: 1, name: 'Mathématiques' },
    level: { id: 7, name: '1re année collège' },
  },
];

const controls: Control[] = [
  {
    id: 3701,
    title: 'Contrôle n° 1',
    class_id: 1,
    subject_id: 1,
    subject_name: 'Mathématiques',
    date: '2026-10-20',
    duration_minutes: 55,
    coefficient: 1.5,
    period: 1,
    competency_ids: [3601],
  },
];
const nestedControls = [
  {
    id: 3701,
    title: 'Contrôle n° 1',
    class_id: 1,
    subject: { id: 1, name: 'Mathématiques' },
    date: '2026-10-20',
    duration_minutes: 55,
    coefficient: '1.50',
    period: 1,
    competency_ids: [3601],
  },
];

const evaluations: Evaluation[] = [
  {
    id: 3801,
    control_id: 3701,
    student_id: 2001,
    student_name: 'Yasmine Bennani',
    grade: 15.5,
    comment: 'Bon travail.',
  },
  { id: 3802, control_id: 3701, student_id: 2002, student_name: 'Amine Tazi', grade: null, comment: '' },
];
const nestedEvaluations = [
  {
    id: 3801,
    control_id: 3701,
    student: { id: 2001, name: 'Yasmine Bennani' },
    grade: '15.50',
    comment: 'Bon travail.',
  },
  { id: 3802, control_id: 3701, student: { id: 2002, name: 'Amine Tazi' }, grade: null, comment: '' },
];

const appreciations: Appreciation[] = [
  {
    id: 3901,
    student_id: 2001,
    student_name: 'Yasmine Bennani',
    class_id: 1,
    subject_id: 1,
    period: 1,
    text: 'Élève sérieuse.',
  },
];
const nestedAppreciations = [
  {
    id: 3901,
    student: { id: 2001, name: 'Yasmine Bennani' },
    class_id: 1,
    subject_id: 1,
    period: 1,
    text: 'Élève sérieuse.',
  },
];

/** Readings of the answers of evaluations.api.ts that list (calls 68, 69, 73, 74). */
export const evaluationsFixtures = {
  getCompetencies: { readings: listReadings('competencies', competencies, nestedCompetencies), result: competencies },
  /** GET /professor_control_handler: the subject as fields or an object, the coefficient a number or a decimal string. */
  getControls: { readings: listReadings('controls', controls, nestedControls), result: controls },
  /** GET /school/evaluations: the student as fields or an object, grades out of 20 as numbers or decimal strings. */
  getEvaluations: { readings: listReadings('evaluations', evaluations, nestedEvaluations), result: evaluations },
  getAppreciations: {
    readings: listReadings('appreciations', appreciations, nestedAppreciations),
    result: appreciations,
  },
} satisfies Record<string, ContractFixture>;
