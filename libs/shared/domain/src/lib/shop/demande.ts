import * as z from 'zod/mini';
import { idSchema, lenientArray, numericSchema } from '../common/schema-helpers';
import { articleRefSchema } from './refs';

/** A school of a request, with the levels asked for (§3). */
export const demandeSchoolSchema = z.object({
  id: z.number(),
  name: z.string(),
  levels: lenientArray(
    z.object({
      level_id: z.number(),
      name: z.string(),
    }),
  ),
});
/** A school of a request. */
export type DemandeSchool = z.output<typeof demandeSchoolSchema>;

/** A quote request (demande, §3). Received tab: `nbr_responses` ≥ 1; Requests tab: 0. */
export const demandeSchema = z.object({
  id: z.number(),
  /** ISO date-time. */
  date_created: z.string(),
  schools: lenientArray(demandeSchoolSchema),
  nbr_responses: numericSchema,
});
/** A quote request. */
export type Demande = z.output<typeof demandeSchema>;

/** A page of `get_my_demandes` (page, page_size, name); `error` ends the paging (§8). */
export const demandesPageSchema = z.object({
  demandes: lenientArray(demandeSchema),
  error: z.optional(z.nullable(z.string())),
});

/** One line of a request (§3): the quantity asked, the article, its level and subject. */
export const demandeLineSchema = z.object({
  demande_quantity: numericSchema,
  article: articleRefSchema,
  level_id: z.number(),
  subject_id: z.nullable(z.number()),
});
/** A line of a request. */
export type DemandeLine = z.output<typeof demandeLineSchema>;

/** Response of `get_demande_fournitures_articles` (demande_id). */
export const demandeLinesResponseSchema = z.object({
  fournitures_articles: lenientArray(demandeLineSchema),
});

/** A supply line picked for a request: its id and the quantity wanted (§7). */
export const demandeLineInputSchema = z.object({
  id: idSchema,
  quantity: z.int().check(z.gte(1)),
});
/** A supply line picked for a request. */
export type DemandeLineInput = z.output<typeof demandeLineInputSchema>;

/** A `[school_id, level_id]` pair of a request (§7). */
export const schoolLevelPairSchema = z.tuple([idSchema, idSchema]);
/** A `[school_id, level_id]` pair. */
export type SchoolLevelPair = z.output<typeof schoolLevelPairSchema>;

/** Payload of `demandes_api` action `create_demande` (§7). */
export const createDemandePayloadSchema = z.object({
  fournitures_articles: z.array(demandeLineInputSchema).check(z.minLength(1)),
  schools_levels: z.array(schoolLevelPairSchema).check(z.minLength(1)),
});
/** Payload of the request creation. */
export type CreateDemandePayload = z.output<typeof createDemandePayloadSchema>;

/** Response of `create_demande`: the new request (no responses yet). */
export const demandeResponseSchema = z.object({
  demande: demandeSchema,
});

/**
 * `demande_data` (§3): the quote-request page state stored while a visitor signs in, resubmitted
 * after login (§4). `schools_levels_dict` maps a school id to the level ids picked for it.
 */
export const demandeDataSchema = z.object({
  fournitures_articles: z.array(demandeLineInputSchema),
  schools_levels: z.array(schoolLevelPairSchema),
  schools_levels_dict: z.record(z.string(), z.array(z.number())),
});
/** `demande_data`. */
export type DemandeData = z.output<typeof demandeDataSchema>;

/** Builds `schools_levels_dict` from the pairs (school id → level ids, in order, without repeats). */
export function schoolsLevelsDict(pairs: readonly SchoolLevelPair[]): Record<string, number[]> {
  const dict: Record<string, number[]> = {};
  for (const [school, level] of pairs) {
    const levels = (dict[String(school)] ??= []);
    if (!levels.includes(level)) levels.push(level);
  }
  return dict;
}

/**
 * Splits demandes for the two tabs of My quotes (§4, named by the spec's tabs): `received` have at
 * least one quote (a library's response), `requests` have none. Order is kept.
 */
export function splitDemandesByQuotes<T extends Pick<Demande, 'nbr_responses'>>(
  demandes: readonly T[],
): { received: T[]; requests: T[] } {
  const received: T[] = [];
  const requests: T[] = [];
  for (const d of demandes) (d.nbr_responses >= 1 ? received : requests).push(d);
  return { received, requests };
}
