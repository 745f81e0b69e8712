import { errorResponseSchema } from './error-response';
import { levelGroupSchema, levelSchema, subjectSchema, taskToggleSchema } from './levels';
import { loginResponseSchema } from './login';
import { profileSchema, sessionUserSchema } from './session-user';

/*
 * PascalCase names of the common schemas, for the learning and school-management files of this
 * lib, which name their schemas `XxxSchema`. Same objects as the camelCase exports.
 */

/** Alias of {@link sessionUserSchema}. */
export const SessionUserSchema = sessionUserSchema;
/** Alias of {@link profileSchema}. */
export const ProfileSchema = profileSchema;
/** Alias of {@link loginResponseSchema}. */
export const LoginResponseSchema = loginResponseSchema;
/** Alias of {@link errorResponseSchema}. */
export const ErrorResponseSchema = errorResponseSchema;
/** Alias of {@link levelSchema}. */
export const LevelSchema = levelSchema;
/** Alias of {@link levelGroupSchema}. */
export const LevelGroupSchema = levelGroupSchema;
/** Alias of {@link subjectSchema}. */
export const SubjectSchema = subjectSchema;
/** Alias of {@link taskToggleSchema}. */
export const TaskToggleSchema = taskToggleSchema;
