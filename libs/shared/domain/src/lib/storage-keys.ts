/**
 * Local storage keys of the product specification (§3), used exactly as written.
 * Only the session library's safe storage module reads and writes them.
 */
export const STORAGE_KEYS = {
  sessionUser: 'session_user',
  levelGroups: 'level_groups',
  levels: 'levels',
  subjects: 'subjects',
  infoProfile: 'InfoProfile',
  nextUrl: 'next_url',
  schoolTemp: 'school_temp',
  occasionTemp: 'occasion_temp',
  demandeData: 'demande_data',
  currentLanguage: 'current_language',
} as const;
/** One of the {@link STORAGE_KEYS} values. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Window event dispatched after levels and subjects are stored (§4). */
export const LEVELS_STORED_EVENT = 'store_levels';
/** Window event dispatched after level groups are stored (§7, call 37). */
export const LEVEL_GROUPS_STORED_EVENT = 'store_level_groups';
