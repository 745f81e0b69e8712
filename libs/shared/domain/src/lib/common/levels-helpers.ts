import type { Language } from '../constants';
import type { Level, LevelGroup, Subject } from './levels';

/*
 * Helpers over the level lists, apart from their schemas (levels.ts): the first screens use them,
 * and a module with schemas in it would bring zod into the first load (docs/performance.md).
 */

/** Names of the given group ids, in order, skipping unknown ids (school cards show cycles this way, §3). */
export function levelGroupNames(groupIds: readonly number[], groups: readonly LevelGroup[]): string[] {
  const byId = new Map(groups.map((g) => [g.id, g.name]));
  return groupIds.flatMap((id) => {
    const name = byId.get(id);
    return name ? [name] : [];
  });
}

/** The levels of the given ids, in the order of `levels` (the catalogue order). */
export function levelsByIds(ids: readonly number[], levels: readonly Level[]): Level[] {
  const wanted = new Set(ids);
  return levels.filter((l) => wanted.has(l.level_id));
}

/** A subject's name in the reader's language: the Arabic name in Arabic when the backend sent one. */
export function subjectName(subject: Subject | undefined, language: Language): string {
  if (!subject) return '';
  return language === 'ar' && subject.name_ar ? subject.name_ar : subject.name;
}

/** A level's name in the reader's language: the Arabic name in Arabic when the backend sent one. */
export function levelName(level: Pick<Level, 'name' | 'name_ar'> | undefined, language: Language): string {
  if (!level) return '';
  return language === 'ar' && level.name_ar ? level.name_ar : level.name;
}
