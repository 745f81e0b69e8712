export { ReportCardPage } from './report-card-page';
