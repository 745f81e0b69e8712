export { DateField, type DateFieldProps } from './date-field';
export { maskDate, parseDate, isValidDate, formatDateValue, DATE_FORMAT, type DateBounds } from './date';
