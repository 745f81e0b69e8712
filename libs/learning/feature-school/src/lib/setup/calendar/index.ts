export { CalendarPage, CalendarSection } from './calendar-page';
