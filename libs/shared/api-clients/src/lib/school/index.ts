export * from './calendar.api';
export * from './classes.api';
export * from './curriculum.api';
export * from './evaluations.api';
export * from './schedule.api';
export * from './managed-schools.api';
export * from './students.api';
export * from './setup.api';
