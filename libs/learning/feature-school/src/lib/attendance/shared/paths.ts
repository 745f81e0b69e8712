/** Routes of the attendance area (and the professor's other pages it links to). */
export const PROFESSOR_HOME = '/professeur';
export const PROFESSOR_TIMETABLE = '/professeur/emploi-du-temps';
export const PROFESSOR_GRADES = '/professeur/notes';
export const PROFESSOR_TEXTBOOK = '/professeur/cahier-de-textes';
export const PROFESSOR_PROGRAMME = '/professeur/programme';

/** `/professeur/appel/:seanceId/:date`: the roll call of one seance occurrence. */
export function rollCallPath(seanceId: number, date: string): string {
  return `/professeur/appel/${seanceId}/${date}`;
}

/** `HH:MM` of an ISO date-time in the device's time zone ('' when unreadable). */
export function clockTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** `HH:MM` of a date in the device's time zone. */
export function nowClock(now = new Date()): string {
  return clockTime(now.toISOString());
}
