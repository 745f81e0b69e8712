// The school page (/school/{school_id}), with its Call button (libphonenumber-js): an entry of its own,
// so that the levels page, a first screen, does not load the phone library it never uses.
export { SchoolPage } from './lib/school/school-page';
