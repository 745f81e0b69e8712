import * as z from 'zod/mini';
import { levelGroupSchema } from '../common';
import { requiredListSchema } from '../common/open-shapes';

/**
 * GET /{product}/api/levels_groups_api (call 37): `levels_groups`, stored locally under
 * `level_groups` (STORAGE_KEYS.levelGroups) followed by the `store_level_groups` event.
 */
export const levelGroupsResponseSchema = z.object({
  levels_groups: requiredListSchema(levelGroupSchema),
});
/** Response of the level-groups call. */
export type LevelGroupsResponse = z.output<typeof levelGroupsResponseSchema>;
