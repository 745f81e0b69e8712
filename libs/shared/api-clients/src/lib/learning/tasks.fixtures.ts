import type { Task } from '@kk/domain';
import { listReadings, type ContractFixture } from '../../testing/contract';

const task: Task = {
  id: 501,
  title: 'Exercices 4 à 7 page 52 : fractions',
  description: 'Cahier de textes.',
  subject_id: 1,
  subject_name: 'Mathématiques',
  due_date: '2026-12-02',
  professor_name: 'M. Alaoui',
  validated: false,
};

/** The task with its subject and professor as nested objects, its flag as 0/1. */
const nestedTask = {
  id: 501,
  title: 'Exercices 4 à 7 page 52 : fractions',
  description: 'Cahier de textes.',
  subject: { id: 1, name: 'Mathématiques' },
  due_date: '2026-12-02',
  professor: { id: 31, name: 'M. Alaoui' },
  validated: 0,
};

/** Readings of the answers of tasks.api.ts (calls 40, 41). */
export const tasksFixtures = {
  /** GET /api/tasks/{a}/{b}/: the homework list. */
  getTasks: { readings: listReadings('tasks', [task], [nestedTask]), result: [task] },
  /** POST /tasks/{id}/toggle_validate answering the task. */
  toggleTaskValidation: {
    readings: {
      'the task': { ...task, validated: true },
      'the task with nested references, and success': { ...nestedTask, validated: 1, success: true },
    },
    result: { ...task, validated: true },
  },
  /** The toggle answering another 2xx shape: done, details unknown. */
  toggleTaskValidationDone: {
    readings: { 'success only': { success: true }, 'an empty object': {} },
    result: null,
  },
} satisfies Record<string, ContractFixture<Task[] | Task | null>>;
