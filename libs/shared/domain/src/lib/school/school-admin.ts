import * as z from 'zod/mini';
import { listAnswerSchema } from '../common/open-shapes';
import { LANGUAGES } from '../constants';

/** The kinds of level group a school teaches (primaire, collège, lycée; shown as "cycles"). */
export const LEVEL_GROUP_KINDS = ['primaire', 'college', 'lycee'] as const;
/** One of {@link LEVEL_GROUP_KINDS}. */
export type LevelGroupKind = (typeof LEVEL_GROUP_KINDS)[number];

/**
 * Settings of a managed school. Fields not shown in the spec; chosen as the values the school
 * screens use: current scholar year, grade scale (§9: 20), trimesters, default seance length,
 * default periodicity in weeks (§9), absence notifications and the language of documents.
 */
export const schoolSettingsSchema = z.object({
  school_id: z.number(),
  current_scholar_year_id: z.nullable(z.number()),
  grade_max: z.number(),
  periods_count: z.number(),
  seance_duration_minutes: z.number(),
  periodicity_weeks: z.number(),
  notify_absences: z.boolean(),
  language: z.enum(LANGUAGES),
});
/** School settings. */
export type SchoolSettings = z.output<typeof schoolSettingsSchema>;

/** Setting names that can be updated or reset (every field but `school_id`). */
export const SCHOOL_SETTING_KEYS = [
  'current_scholar_year_id',
  'grade_max',
  'periods_count',
  'seance_duration_minutes',
  'periodicity_weeks',
  'notify_absences',
  'language',
] as const;
/** One of {@link SCHOOL_SETTING_KEYS}. */
export type SchoolSettingKey = (typeof SCHOOL_SETTING_KEYS)[number];

/**
 * A school as the school-management side sees it (GET /api/schools, call 65). Distinct from the
 * shop's `School`. Fields chosen: identity, contact, logo, level groups (`level_groups`) and its settings.
 */
export const managedSchoolSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  logo_url: z.nullable(z.string()),
  level_groups: z.array(z.enum(LEVEL_GROUP_KINDS)),
  settings: schoolSettingsSchema,
});
/** A managed school. */
export type ManagedSchool = z.output<typeof managedSchoolSchema>;

/** GET /api/schools (call 65). Envelope chosen: `{ schools }`; a DRF page or a bare array reads the same. */
export const managedSchoolsResponseSchema = listAnswerSchema('schools', managedSchoolSchema);
/** A list of managed schools. */
export type ManagedSchoolsResponse = z.output<typeof managedSchoolsResponseSchema>;

/** Payload of POST /api/add_school (call 78); answers the new {@link ManagedSchool}. */
export const addSchoolPayloadSchema = z.object({
  name: z.string().check(z.minLength(1)),
  city: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(1)),
  phone: z.string().check(z.minLength(1)),
  email: z.email(),
  level_groups: z.array(z.enum(LEVEL_GROUP_KINDS)).check(z.minLength(1)),
});
/** Payload of call 78. */
export type AddSchoolPayload = z.output<typeof addSchoolPayloadSchema>;

/** Payload of POST /school_view/sc_settings/update (call 79): the settings to change; answers the settings. */
export const schoolSettingsUpdatePayloadSchema = z.object({
  school_id: z.number(),
  current_scholar_year_id: z.optional(z.nullable(z.number())),
  grade_max: z.optional(z.number().check(z.minimum(1))),
  periods_count: z.optional(z.number().check(z.int(), z.minimum(1))),
  seance_duration_minutes: z.optional(z.number().check(z.minimum(1))),
  periodicity_weeks: z.optional(z.number().check(z.int(), z.minimum(1))),
  notify_absences: z.optional(z.boolean()),
  language: z.optional(z.enum(LANGUAGES)),
  /**
   * The level groups the school teaches (assumed, "School setup": the school's `level_groups`, not
   * a setting; it teaches every level of those groups). At least one.
   */
  level_groups: z.optional(z.array(z.enum(LEVEL_GROUP_KINDS)).check(z.minLength(1))),
});
/** Payload of call 79. */
export type SchoolSettingsUpdatePayload = z.output<typeof schoolSettingsUpdatePayloadSchema>;

/**
 * Payload of POST /school_view/sc_settings/delete (call 80): resets the named settings to their
 * defaults (our reading of "delete" for settings); answers the settings.
 */
export const schoolSettingsDeletePayloadSchema = z.object({
  school_id: z.number(),
  keys: z.array(z.enum(SCHOOL_SETTING_KEYS)).check(z.minLength(1)),
});
/** Payload of call 80. */
export type SchoolSettingsDeletePayload = z.output<typeof schoolSettingsDeletePayloadSchema>;

/** Payload of POST /school_view/sc_logo/update (logo update): a URL from the school file upload. */
export const schoolLogoUpdatePayloadSchema = z.object({
  school_id: z.number(),
  logo_url: z.string().check(z.minLength(1)),
});
/** Payload of the logo update. */
export type SchoolLogoUpdatePayload = z.output<typeof schoolLogoUpdatePayloadSchema>;

/** Payload of POST /school_view/sc_logo/delete (logo delete). */
export const schoolLogoDeletePayloadSchema = z.object({ school_id: z.number() });
/** Payload of the logo delete. */
export type SchoolLogoDeletePayload = z.output<typeof schoolLogoDeletePayloadSchema>;

/** Answer of the logo update and delete: the school's logo now (null once deleted). */
export const schoolLogoResponseSchema = z.object({ school_id: z.number(), logo_url: z.nullable(z.string()) });
/** Answer of the logo calls. */
export type SchoolLogoResponse = z.output<typeof schoolLogoResponseSchema>;

/** Answer of POST /users/become_school_admin (call 94, empty body): the user's new account type. */
export const becomeSchoolAdminResponseSchema = z.object({
  success: z.boolean(),
  account_type: z.string(),
  is_school_admin: z.boolean(),
});
/** Answer of call 94. */
export type BecomeSchoolAdminResponse = z.output<typeof becomeSchoolAdminResponseSchema>;

/** Answer of POST /api/school_file_upload (call 81): where the stored file is. */
export const schoolFileUploadResponseSchema = z.object({ url: z.string(), name: z.string() });
/** Answer of call 81. */
export type SchoolFileUploadResponse = z.output<typeof schoolFileUploadResponseSchema>;
