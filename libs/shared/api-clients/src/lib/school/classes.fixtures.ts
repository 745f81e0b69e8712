import type { Classroom, ClassroomType, SchoolClass } from '@kk/domain';
import { listReadings, type ContractFixture } from '../../testing/contract';

const classes: SchoolClass[] = [
  {
    id: 1,
    name: '1AC-A',
    level_id: 7,
    level_name: '1re année collège',
    school_id: 1,
    scholar_year_id: 2,
    students_count: 3,
    main_professor_id: 31,
    main_professor_name: 'M. Alaoui',
  },
  {
    id: 2,
    name: 'CE2-A',
    level_id: 3,
    level_name: 'CE2',
    school_id: 1,
    scholar_year_id: 2,
    students_count: 1,
    main_professor_id: null,
    main_professor_name: null,
  },
];
const nestedClasses = [
  {
    id: 1,
    name: '1AC-A',
    level: { id: 7, name: '1re année collège' },
    school_id: 1,
    scholar_year_id: 2,
    students_count: 3,
    main_professor: { id: 31, name: 'M. Alaoui' },
  },
  {
    id: 2,
    name: 'CE2-A',
    level: { id: 3, name: 'CE2' },
    school_id: 1,
    scholar_year_id: 2,
    students_count: 1,
    main_professor: null,
  },
];

const types: ClassroomType[] = [
  { id: 1, name: 'Salle standard' },
  { id: 2, name: 'Laboratoire' },
];
const rooms: Classroom[] = [{ id: 2, name: 'Labo 1', type_id: 2, type_name: 'Laboratoire', capacity: 24 }];
const nestedRooms = [{ id: 2, name: 'Labo 1', type: { id: 2, name: 'Laboratoire' }, capacity: 24 }];

/** Readings of the answers of classes.api.ts (calls 70, 71, 76). */
export const classesFixtures = {
  /** GET /api/classes: the level and main professor as fields or objects (null for none). */
  getClasses: { readings: listReadings('classes', classes, nestedClasses), result: classes },
  getClassroomTypes: { readings: listReadings('classroom_types', types), result: types },
  /** GET /schools_classroom_handler: the room type as fields or an object. */
  getClassrooms: { readings: listReadings('classrooms', rooms, nestedRooms), result: rooms },
} satisfies Record<string, ContractFixture>;
