export { UnlistedSchoolForm, type UnlistedSchoolFormProps } from './unlisted-school-form';
export { LazyUnlistedSchoolForm } from './lazy-unlisted-school-form';
