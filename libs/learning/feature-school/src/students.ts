/* The students area of school management, an entry point of its own: see index.ts. */
export { StudentsPage } from './lib/students';
export { ImportStudentsPage } from './lib/students/import';
