/*
 * The grades area of school management, an entry point of its own (see index.ts): the controls of
 * a class and trimester (a professor's, the administrator's), a control's grade sheet, the report
 * cards and the national export.
 */
export { ProfessorGradesPage, SchoolGradesPage } from './lib/grades/controls';
export { ProfessorGradeEntryPage, SchoolGradeEntryPage } from './lib/grades/grade-entry';
export { ReportCardsPage } from './lib/grades/report-cards';
export { ReportCardPage } from './lib/grades/report-card';
