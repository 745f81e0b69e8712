import * as z from 'zod/mini';
import { LevelGroupSchema } from '../common';

/**
 * GET /{product}/api/levels_groups_api (call 37): `levels_groups`, stored locally under
 * `level_groups` (STORAGE_KEYS.levelGroups) followed by the `store_level_groups` event.
 */
export const LevelGroupsResponseSchema = z.object({ levels_groups: z.array(LevelGroupSchema) });
/** Response of the level-groups call. */
export type LevelGroupsResponse = z.infer<typeof LevelGroupsResponseSchema>;
